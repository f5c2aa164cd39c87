import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "Freunde einladen",
    "title": "Freunde einladen",
    "intro": "Laden Sie Freunde zu StudyAtlas ein: Wir senden ihnen per E-Mail einen Link zur Registrierung.",
    "name": "Name",
    "email": "E-Mail",
    "send": "Einladung senden",
    "cancel": "Abbrechen"
  },
  "referralMessages": {
    "referralNameRequired": "Name ist ein Pflichtfeld",
    "referralNameTooLong": "Der Name darf höchstens 100 Zeichen lang sein",
    "referralEmailRequired": "E-Mail ist ein Pflichtfeld",
    "referralInvalidEmail": "Ungültige E-Mail-Adresse",
    "referralSent": "Ihre Einladung wurde an {email} gesendet.",
    "referralDailyLimit": "Sie können bis zu {max} Freunde pro Tag einladen. Bitte versuchen Sie es morgen erneut.",
    "mailReferralSubject": "{name} lädt Sie zu StudyAtlas ein",
    "mailReferralSender": "Gesendet auf Wunsch des StudyAtlas-Mitglieds {name} ({email}).",
    "mailReferralIntro": "{name} glaubt, dass Ihnen StudyAtlas gefallen wird: Finden Sie Institutionen, Kurse und Stipendien weltweit, vergleichen Sie Kurse und bewerben Sie sich online.",
    "mailReferralAction": "Erstellen Sie hier Ihr kostenloses Konto:",
    "mailReferralButton": "Bei StudyAtlas registrieren",
    "mailReferralIgnore": "Falls Sie kein Interesse haben, können Sie diese E-Mail ignorieren."
  }
};

export default words;
