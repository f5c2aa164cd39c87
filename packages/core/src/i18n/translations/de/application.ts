import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "Sie können einer Bewerbung höchstens fünf Kurse hinzufügen.",
    "courseExists": "Dieser Kurs ist bereits vorhanden. Bitte wählen Sie einen anderen.",
    "atLeastOneCourse": "Bitte wählen Sie mindestens einen Kurs aus.",
    "basicIncomplete": "Ihre Basisdaten sind unvollständig.",
    "basicNotConfigured": "Ihre Basisdaten sind noch nicht angelegt.",
    "noSeats": "Laut unseren Daten sind für diesen Starttermin keine Plätze mehr frei. Bitte wenden Sie sich an die Institution.",
    "submissionFailed": "Die Bewerbung konnte nicht eingereicht werden.",
    "aboutMeSaved": "Daten erfolgreich gespeichert.",
    "submitted": "Ihre Bewerbung wurde eingereicht.",
    "declarationSaved": "Daten erfolgreich gespeichert.",
    "intakeUnknown": "Dieser Starttermin wird nicht mehr angeboten. Bitte wählen Sie einen anderen.",
    "courseParameterInvalid": "Die Kursliste konnte nicht gelesen werden.",
    "privacyPolicyOutdated": "Dies ist nicht die aktuelle Datenschutzerklärung. Bitte lesen Sie die Erklärung erneut.",
    "alreadyApplied": "Sie haben sich bereits für {course} (Starttermin {intakeDate}) beworben.",
    "openExistingApplication": "Diese Bewerbung öffnen",
    "declarationTitle": "Erklärung und Datenschutz",
    "declarationParagraphs": [
      "Ich erkläre, dass meine Angaben in dieser Bewerbung wahr und vollständig sind. Mir ist bekannt, dass die Institutionen ein Angebot zurückziehen können, wenn Angaben falsch oder unvollständig sind.",
      "Ich bin damit einverstanden, dass StudyAtlas diese Bewerbung, mein Profil zum Zeitpunkt der Einreichung und meine Antworten an die Institutionen der von mir gewählten Kurse weitergibt, damit diese die Bewerbung prüfen und mich dazu kontaktieren können.",
      "Mir ist bekannt, dass ich meine Bewerbung jederzeit unter „Meine Bewerbungen“ zurückziehen kann und dass die Institutionen die erhaltenen Daten gemäß ihren eigenen Datenschutzerklärungen aufbewahren."
    ]
  }
};

export default words;
