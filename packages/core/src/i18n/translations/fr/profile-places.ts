import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "Pays",
    "state": "État/région",
    "city": "Ville",
    "choose": "Choisir…",
    "cityFilter": "Trouver une ville",
    "cityFilterHint": "Saisissez une partie du nom : la liste affiche les {limit} premières villes."
  }
};

export default words;
