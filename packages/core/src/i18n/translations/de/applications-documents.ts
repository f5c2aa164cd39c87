import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "Bewerbung {id}",
    "subtitle": "{name}",
    "submittedOn": "Eingereicht am {date}",
    "withdrawnOn": "Zurückgezogen am {date}",
    "courses": "Kurse",
    "courseColumns": [
      "Kurs",
      "Institution",
      "Campus",
      "Studienform",
      "Abschluss",
      "Starttermin",
      "Status"
    ],
    "basic": "Basisdaten",
    "basicLabels": {
      "title": "Anrede",
      "firstName": "Vorname",
      "middleName": "Zweiter Vorname",
      "lastName": "Nachname",
      "gender": "Geschlecht",
      "dateOfBirth": "Geburtsdatum",
      "nationality": "Staatsangehörigkeit",
      "birthCountry": "Geburtsland",
      "email": "E-Mail",
      "phone": "Telefon",
      "mobile": "Mobil",
      "address": "Adresse"
    },
    "qualifications": "Qualifikationen",
    "qualificationColumns": [
      "Land",
      "Niveau",
      "Qualifikation",
      "Institution",
      "Von",
      "Bis",
      "Verleihende Stelle",
      "Noten",
      "Dokumente"
    ],
    "englishTests": "Englischtests",
    "englishTestColumns": [
      "Test",
      "Datum",
      "Berichtsnummer",
      "Ergebnisse",
      "Dokumente"
    ],
    "passports": "Reisepässe",
    "passportColumns": [
      "Land",
      "Art",
      "Nummer",
      "Ausgestellt",
      "Gültig bis",
      "Dokumente"
    ],
    "visas": "Visa",
    "visaColumns": [
      "Land",
      "Nummer",
      "Art",
      "Unterkategorie",
      "Erteilt",
      "Gültig bis",
      "Dokumente"
    ],
    "family": "Familie",
    "familyColumns": [
      "Beziehung",
      "Name",
      "Geburtsdatum",
      "Geschlecht",
      "Geburtsland",
      "Begleitend"
    ],
    "experience": "Berufserfahrung",
    "experienceColumns": [
      "Arbeitgeber",
      "Position",
      "Beginn",
      "Ende",
      "Hauptaufgaben"
    ],
    "current": "Aktuell",
    "flags": "Visumsverstöße und -ablehnungen",
    "flagLabels": {
      "visaViolation": "Gegen Visumsauflagen verstoßen",
      "violationDetail": "Einzelheiten zum Verstoß",
      "refused": "Visum abgelehnt",
      "refusedCountry": "Abgelehnt von",
      "refusedDetail": "Einzelheiten zur Ablehnung"
    },
    "answers": "Antworten auf Fragen",
    "yes": "Ja",
    "no": "Nein",
    "pageOf": "Seite {page} von {pages}"
  }
};

export default words;
