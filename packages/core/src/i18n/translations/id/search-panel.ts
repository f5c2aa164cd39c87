import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "Cari",
    "tabs": {
      "R": "Teman",
      "I": "Institusi",
      "C": "Kursus",
      "S": "Beasiswa",
      "F": "Formulir",
      "A": "Agen",
      "E": "Acara"
    },
    "friendsSignIn": "Silakan masuk untuk mencari teman."
  }
};

export default words;
