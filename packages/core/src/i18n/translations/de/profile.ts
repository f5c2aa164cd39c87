import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "Mein Profil",
    "profileSections": "Profilbereiche",
    "checklistTitle": "Bereit für die Bewerbung",
    "checklistIntro": "Eine Bewerbung übernimmt Ihr Profil. Noch offen:",
    "checklistComplete": "Ihr Profil ist bereit für eine Bewerbung.",
    "checklistItems": {
      "B": "Basisdaten",
      "E": "Mindestens eine Qualifikation",
      "P": "Ein Reisepass (oder ein beantragter)"
    },
    "checklistDone": "Erledigt",
    "checklistMissing": "{count} erforderlich: {fields}",
    "checklistToDo": "Offen",
    "checklistOpen": "{name} öffnen",
    "tabs": {
      "B": "Basisdaten",
      "S": "Studienpräferenzen",
      "E": "Ausbildung",
      "W": "Berufserfahrung",
      "P": "Reisepass und Visum"
    }
  }
};

export default words;
