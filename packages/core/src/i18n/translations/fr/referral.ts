import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "Inviter un ami",
    "title": "Inviter un ami",
    "intro": "Invitez un ami sur StudyAtlas : nous lui enverrons par e-mail un lien pour s’inscrire.",
    "name": "Nom",
    "email": "E-mail",
    "send": "Envoyer l’invitation",
    "cancel": "Annuler"
  },
  "referralMessages": {
    "referralNameRequired": "Le nom est obligatoire",
    "referralNameTooLong": "Le nom ne peut pas dépasser 100 caractères",
    "referralEmailRequired": "L’adresse e-mail est obligatoire",
    "referralInvalidEmail": "Adresse e-mail non valide",
    "referralSent": "Votre invitation a été envoyée à {email}.",
    "referralDailyLimit": "Vous pouvez inviter jusqu’à {max} amis par jour. Veuillez réessayer demain.",
    "mailReferralSubject": "{name} vous invite sur StudyAtlas",
    "mailReferralSender": "Envoyé à la demande de {name} ({email}), membre de StudyAtlas.",
    "mailReferralIntro": "{name} pense que StudyAtlas vous plaira : trouvez des établissements, des formations et des bourses dans le monde entier, comparez des formations et postulez en ligne.",
    "mailReferralAction": "Créez votre compte gratuit ici :",
    "mailReferralButton": "S’inscrire sur StudyAtlas",
    "mailReferralIgnore": "Si cela ne vous intéresse pas, vous pouvez ignorer cet e-mail."
  }
};

export default words;
