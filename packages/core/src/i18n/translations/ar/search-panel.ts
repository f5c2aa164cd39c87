import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "البحث",
    "tabs": {
      "R": "الأصدقاء",
      "I": "المؤسسات التعليمية",
      "C": "البرامج",
      "S": "المنح الدراسية",
      "F": "النماذج",
      "A": "الوكلاء",
      "E": "الفعاليات"
    },
    "friendsSignIn": "يُرجى تسجيل الدخول للبحث عن أصدقاء."
  }
};

export default words;
