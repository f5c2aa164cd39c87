import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "Nous contacter",
    "intro": "Des questions, des problèmes ou des idées ? Envoyez-nous un message et nous vous répondrons par e-mail.",
    "memberIntro": "Nous vous répondrons à l’adresse {email}.",
    "name": "Nom",
    "email": "E-mail",
    "verifyEmail": "Confirmer l’e-mail",
    "number": "Numéro de téléphone",
    "subject": "Objet",
    "chooseSubject": "Choisir…",
    "message": "Message",
    "send": "Envoyer"
  },
  "contactMessages": {
    "contactNameRequired": "Le nom est obligatoire",
    "contactNameTooLong": "Le nom ne peut pas dépasser 100 caractères",
    "contactEmailRequired": "L’adresse e-mail est obligatoire",
    "contactInvalidEmail": "Adresse e-mail non valide",
    "contactVerifyEmailRequired": "Veuillez saisir à nouveau votre adresse e-mail",
    "contactEmailMismatch": "Les adresses e-mail ne correspondent pas",
    "contactPhoneRequired": "Le numéro de téléphone est obligatoire",
    "contactInvalidNumber": "Numéro non valide",
    "contactSubjectRequired": "L’objet est obligatoire",
    "contactSubjectUnknown": "Veuillez choisir l’un des objets proposés.",
    "contactNoteRequired": "Le message est obligatoire",
    "contactNoteTooLong": "Le message ne peut pas dépasser 4000 caractères",
    "contactSent": "Merci de nous avoir contactés. Votre message a été envoyé et nous vous répondrons par e-mail.",
    "contactFailed": "Votre message n’a pas pu être envoyé",
    "mailContactSupportSubject": "Nous contacter : {subject} (de {name})",
    "mailContactSupportIntro": "Un message a été envoyé via le formulaire de contact.",
    "mailContactFrom": "De : {name} <{email}>",
    "mailContactPhone": "Téléphone : {number}",
    "mailContactMember": "Membre connecté n° {clientId}",
    "mailContactVisitor": "Visiteur (non connecté)",
    "mailContactSubjectLine": "Objet : {subject}",
    "mailContactAckSubject": "Nous avons bien reçu votre message",
    "mailContactAckIntro": "Merci d’avoir contacté StudyAtlas. Nous avons bien reçu votre message concernant « {subject} » et vous répondrons à cette adresse.",
    "mailContactAckCopy": "Votre message :"
  }
};

export default words;
