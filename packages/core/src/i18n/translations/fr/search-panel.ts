import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "Rechercher",
    "tabs": {
      "R": "Amis",
      "I": "Établissements",
      "C": "Formations",
      "S": "Bourses",
      "F": "Formulaires",
      "A": "Agents",
      "E": "Événements"
    },
    "friendsSignIn": "Veuillez vous connecter pour trouver des amis."
  }
};

export default words;
