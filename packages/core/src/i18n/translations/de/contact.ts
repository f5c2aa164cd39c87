import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "Kontakt",
    "intro": "Fragen, Probleme oder Ideen? Senden Sie uns eine Nachricht – wir antworten per E-Mail.",
    "memberIntro": "Wir antworten an {email}.",
    "name": "Name",
    "email": "E-Mail",
    "verifyEmail": "E-Mail bestätigen",
    "number": "Telefonnummer",
    "subject": "Betreff",
    "chooseSubject": "Auswählen …",
    "message": "Nachricht",
    "send": "Senden"
  },
  "contactMessages": {
    "contactNameRequired": "Name ist ein Pflichtfeld",
    "contactNameTooLong": "Der Name darf höchstens 100 Zeichen lang sein",
    "contactEmailRequired": "E-Mail ist ein Pflichtfeld",
    "contactInvalidEmail": "Ungültige E-Mail-Adresse",
    "contactVerifyEmailRequired": "Bitte geben Sie Ihre E-Mail-Adresse erneut ein",
    "contactEmailMismatch": "Die E-Mail-Adressen stimmen nicht überein",
    "contactPhoneRequired": "Telefonnummer ist ein Pflichtfeld",
    "contactInvalidNumber": "Ungültige Nummer",
    "contactSubjectRequired": "Betreff ist ein Pflichtfeld",
    "contactSubjectUnknown": "Bitte wählen Sie einen der Betreffe aus.",
    "contactNoteRequired": "Nachricht ist ein Pflichtfeld",
    "contactNoteTooLong": "Die Nachricht darf höchstens 4000 Zeichen lang sein",
    "contactSent": "Vielen Dank für Ihre Nachricht. Sie wurde gesendet und wir antworten Ihnen per E-Mail.",
    "contactFailed": "Die Nachricht konnte nicht gesendet werden",
    "mailContactSupportSubject": "Kontakt: {subject} (von {name})",
    "mailContactSupportIntro": "Über das Kontaktformular wurde eine Nachricht gesendet.",
    "mailContactFrom": "Von: {name} <{email}>",
    "mailContactPhone": "Telefon: {number}",
    "mailContactMember": "Angemeldetes Mitglied #{clientId}",
    "mailContactVisitor": "Besucher (nicht angemeldet)",
    "mailContactSubjectLine": "Betreff: {subject}",
    "mailContactAckSubject": "Wir haben Ihre Nachricht erhalten",
    "mailContactAckIntro": "Vielen Dank, dass Sie StudyAtlas kontaktiert haben. Wir haben Ihre Nachricht zum Thema „{subject}“ erhalten und antworten an diese Adresse.",
    "mailContactAckCopy": "Ihre Nachricht:"
  }
};

export default words;
