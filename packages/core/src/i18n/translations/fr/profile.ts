import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "Mon profil",
    "profileSections": "Sections du profil",
    "checklistTitle": "Prêt à postuler",
    "checklistIntro": "Une candidature reprend votre profil. Reste à faire :",
    "checklistComplete": "Votre profil est prêt pour une candidature.",
    "checklistItems": {
      "B": "Informations de base",
      "E": "Au moins un diplôme",
      "P": "Un passeport (ou un passeport demandé)"
    },
    "checklistDone": "Fait",
    "checklistMissing": "{count, plural, one {# champ obligatoire : {fields}} other {# champs obligatoires : {fields}}}",
    "checklistToDo": "À faire",
    "checklistOpen": "Ouvrir {name}",
    "tabs": {
      "B": "Informations de base",
      "S": "Préférences d’études",
      "E": "Études",
      "W": "Expérience professionnelle",
      "P": "Passeport et visa"
    }
  }
};

export default words;
