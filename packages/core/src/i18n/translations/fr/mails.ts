import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "Bonjour {firstName},",
    "mailSignature": "L’équipe StudyAtlas",
    "mailVerifySubject": "Veuillez vérifier votre compte StudyAtlas",
    "mailVerifyIntro": "Merci pour votre inscription. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :",
    "mailVerifyExpiry": "Le lien est valable {hours} heures. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.",
    "mailVerifyButton": "Vérifier mon compte",
    "mailResetSubject": "Votre mot de passe temporaire StudyAtlas",
    "mailResetIntro": "Nous avons reçu une demande de réinitialisation de votre mot de passe. Votre mot de passe temporaire est :",
    "mailResetLink": "Ouvrez ce lien et saisissez le mot de passe temporaire ainsi que votre nouveau mot de passe :",
    "mailResetExpiry": "Le mot de passe temporaire est valable {minutes} minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.",
    "mailResetButton": "Choisir un nouveau mot de passe"
  }
};

export default words;
