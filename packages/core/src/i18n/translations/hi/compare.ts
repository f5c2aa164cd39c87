import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "कृपया एक से अधिक कोर्स चुनें।",
    "compareMaximum": "तुलना के लिए आप अधिकतम 10 कोर्स चुन सकते हैं।",
    "compareTitle": "कोर्सों की तुलना करें",
    "compareAction": "तुलना करें",
    "compareToggle": "{name} की तुलना करें",
    "compareRemove": "{name} को तुलना से हटाएँ",
    "compareClear": "तुलना साफ़ करें",
    "compareSelected": "10 में से {count} कोर्स चुने गए"
  }
};

export default words;
