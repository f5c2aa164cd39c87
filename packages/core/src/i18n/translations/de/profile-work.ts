import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "Berufserfahrung",
    "add": "Berufserfahrung hinzufügen",
    "edit": "Berufserfahrung bearbeiten",
    "employer": "Arbeitgeber",
    "position": "Position",
    "reportTo": "Vorgesetzte Person",
    "mainDuties": "Hauptaufgaben",
    "startDate": "Startdatum",
    "endDate": "Enddatum",
    "current": "Dies ist meine aktuelle Anstellung",
    "contactTitle": "Ansprechperson beim Arbeitgeber",
    "contactName": "Name der Ansprechperson",
    "postcode": "Postleitzahl",
    "address1": "Adresszeile 1",
    "address2": "Adresszeile 2",
    "address3": "Adresszeile 3",
    "phone": "Telefon",
    "fax": "Fax",
    "mobile": "Mobil",
    "email": "E-Mail",
    "dates": "Zeitraum",
    "present": "Heute",
    "save": "Speichern",
    "cancel": "Abbrechen",
    "editAction": "Bearbeiten",
    "deleteAction": "Löschen",
    "deleteConfirmTitle": "Löschen",
    "deleteConfirm": "Diese Berufserfahrung löschen?",
    "yes": "Ja",
    "next": "Weiter",
    "back": "Zurück"
  },
  "workMessages": {
    "workStartFuture": "Das Startdatum muss vor dem heutigen Datum liegen",
    "workEndOrCurrent": "Bitte aktivieren Sie das Kontrollkästchen „aktuell“, wenn dies Ihre aktuelle Anstellung ist",
    "workDateOrder": "Das Startdatum der Anstellung muss vor dem Enddatum liegen.",
    "workEmployerRequired": "Arbeitgeber ist ein Pflichtfeld",
    "workPositionRequired": "Position ist ein Pflichtfeld",
    "workReportToRequired": "Vorgesetzte Person ist ein Pflichtfeld",
    "workContactNameRequired": "Name der Ansprechperson ist ein Pflichtfeld",
    "workCountryRequired": "Land ist ein Pflichtfeld",
    "workStateRequired": "Region ist ein Pflichtfeld",
    "workCityRequired": "Stadt ist ein Pflichtfeld",
    "workPostcodeRequired": "Postleitzahl ist ein Pflichtfeld",
    "workAddressRequired": "Adresszeile 1 ist ein Pflichtfeld",
    "workInvalidEmail": "Ungültige E-Mail-Adresse",
    "workPlaceUnknown": "Bitte wählen Sie aus der Liste",
    "workSaved": "Daten erfolgreich gespeichert.",
    "workDeleted": "Eintrag gelöscht.",
    "workNotFound": "Der Eintrag wurde nicht gefunden."
  }
};

export default words;
