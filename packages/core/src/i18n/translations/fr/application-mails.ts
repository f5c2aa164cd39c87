import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "Votre candidature {reference} a été envoyée",
    "mailSubmittedIntro": "Merci : nous avons bien reçu votre candidature {reference} et l’avons transmise aux établissements des formations que vous avez choisies :",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), rentrée {intakeDate}, {studyMode}",
    "mailSubmittedNext": "Chaque établissement va examiner votre candidature. Vous pouvez suivre chaque formation dans Mes candidatures :",
    "mailSubmittedButton": "Mes candidatures"
  }
};

export default words;
