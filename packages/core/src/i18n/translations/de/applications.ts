import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "Eingereicht",
      "REV": "In Prüfung",
      "OFC": "Bedingtes Angebot",
      "OFU": "Unbedingtes Angebot",
      "REJ": "Abgelehnt",
      "ACC": "Angenommen",
      "DEC": "Ausgeschlagen",
      "WDR": "Zurückgezogen"
    },
    "applicationDeleted": "Bewerbung gelöscht.",
    "applicationWithdrawn": "Bewerbung zurückgezogen.",
    "alreadyWithdrawn": "Diese Bewerbung wurde bereits zurückgezogen.",
    "moveNotAllowed": "Diese Bewerbung kann nicht von {from} zu {to} wechseln.",
    "pdfNeedsSubmission": "Reichen Sie die Bewerbung zuerst ein: Das PDF zeigt die Bewerbung so, wie sie eingereicht wurde.",
    "applicationNotFound": "Bewerbung nicht gefunden.",
    "courseEntryNotFound": "Kurs der Bewerbung nicht gefunden.",
    "partnerKeyMissing": "Ein Partnerschlüssel ist erforderlich: Senden Sie den Header Authorization: Bearer <partner key>.",
    "partnerKeyInvalid": "Dieser Partnerschlüssel ist ungültig oder wurde widerrufen.",
    "partnerFileNotFound": "Datei nicht gefunden",
    "conditionsRequired": "Bitte geben Sie die Bedingungen des Angebots an.",
    "mailStatusSubject": "Ihre Bewerbung für {course}: {status}",
    "mailStatusIntro": "Der Status Ihrer Bewerbung für {course} an der Institution {institution} ({campus}, Starttermin {intake}) lautet jetzt: {status}.",
    "mailStatusConditions": "Bedingungen des Angebots:",
    "mailStatusReason": "Angegebener Grund:",
    "mailStatusAction": "Den vollständigen Verlauf finden Sie unter „Meine Bewerbungen“:",
    "mailStatusButton": "Meine Bewerbungen öffnen"
  },
  "applyMessages": {
    "applyAction": "Bewerben",
    "applyCourse": "Für {name} bewerben",
    "applyDetailsIncomplete": "Bitte vervollständigen Sie zuerst Ihre Basis- und Kontaktdaten.",
    "applySignIn": "Bitte melden Sie sich an, um sich online zu bewerben."
  }
};

export default words;
