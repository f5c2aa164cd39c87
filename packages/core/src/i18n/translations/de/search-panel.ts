import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "Suche",
    "tabs": {
      "R": "Freunde",
      "I": "Institutionen",
      "C": "Kurse",
      "S": "Stipendien",
      "F": "Formulare",
      "A": "Agenturen",
      "E": "Veranstaltungen"
    },
    "friendsSignIn": "Bitte melden Sie sich an, um Freunde zu finden."
  }
};

export default words;
