import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "Meine Bewerbungen",
    "loading": "Ihre Bewerbungen werden geladen …",
    "emptyHint": "Finden Sie einen Kurs und bewerben Sie sich online.",
    "findCourses": "Kurse finden",
    "applicationNumber": "Bewerbung {number}",
    "applicationStatus": {
      "D": "Entwurf",
      "S": "Eingereicht",
      "W": "Zurückgezogen"
    },
    "statusLabel": "Status",
    "createdLabel": "Erstellt",
    "submittedLabel": "Eingereicht",
    "withdrawnLabel": "Zurückgezogen",
    "referenceLabel": "Referenz des Studierenden",
    "coursesLabel": "Kurse",
    "institutionLabel": "Institution",
    "campusLabel": "Campus",
    "intakeLabel": "Starttermin",
    "studyModeLabel": "Studienform",
    "courseStatusLabel": "Status",
    "notSubmitted": "Nicht eingereicht",
    "timelineLabel": "Verlauf von {course}",
    "currentStatus": "(aktueller Status)",
    "conditionsLabel": "Bedingungen:",
    "reasonLabel": "Grund:",
    "continueAction": "Fortsetzen",
    "continueApplication": "Bewerbung {number} fortsetzen",
    "deleteAction": "Löschen",
    "deleteApplication": "Bewerbung {number} löschen",
    "withdrawAction": "Zurückziehen",
    "withdrawApplication": "Bewerbung {number} zurückziehen",
    "resubmitAction": "Erneut einreichen",
    "resubmitApplication": "Bewerbung {number} erneut einreichen",
    "pdfAction": "PDF herunterladen",
    "pdfApplication": "Bewerbung {number} als PDF herunterladen",
    "acceptAction": "Annehmen",
    "acceptOffer": "Das Angebot für {course} annehmen",
    "declineAction": "Ausschlagen",
    "declineOffer": "Das Angebot für {course} ausschlagen",
    "deleteTitle": "Bewerbung löschen",
    "deleteConfirm": "Bewerbungsentwurf {number} löschen? Dies kann nicht rückgängig gemacht werden.",
    "withdrawTitle": "Bewerbung zurückziehen",
    "withdrawConfirm": "Bewerbung {number} zurückziehen? Ihre Kurse werden zurückgezogen; der Verlauf bleibt erhalten.",
    "acceptTitle": "Angebot annehmen",
    "acceptConfirm": "Das Angebot für {course} der Institution {institution} annehmen?",
    "declineTitle": "Angebot ausschlagen",
    "declineConfirm": "Das Angebot für {course} der Institution {institution} ausschlagen? Dies kann nicht rückgängig gemacht werden.",
    "confirmYes": "Ja",
    "confirmCancel": "Abbrechen",
    "offerAccepted": "Angebot angenommen.",
    "offerDeclined": "Angebot ausgeschlagen."
  }
};

export default words;
