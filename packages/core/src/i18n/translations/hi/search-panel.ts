import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "खोज",
    "tabs": {
      "R": "दोस्त",
      "I": "संस्थान",
      "C": "कोर्स",
      "S": "छात्रवृत्तियाँ",
      "F": "फ़ॉर्म",
      "A": "एजेंट",
      "E": "इवेंट"
    },
    "friendsSignIn": "दोस्त खोजने के लिए कृपया साइन इन करें।"
  }
};

export default words;
