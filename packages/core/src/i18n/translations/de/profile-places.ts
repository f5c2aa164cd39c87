import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "Land",
    "state": "Region",
    "city": "Stadt",
    "choose": "Auswählen …",
    "cityFilter": "Stadt suchen",
    "cityFilterHint": "Geben Sie einen Teil des Namens ein: Die Liste zeigt die ersten {limit} Städte."
  }
};

export default words;
