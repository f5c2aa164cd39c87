import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "देश",
    "state": "राज्य",
    "city": "शहर",
    "choose": "चुनें…",
    "cityFilter": "शहर खोजें",
    "cityFilterHint": "नाम का कुछ हिस्सा लिखें: सूची में पहले {limit} शहर दिखते हैं।"
  }
};

export default words;
