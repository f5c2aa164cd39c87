import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "Kurs finden",
    "searchText": "Fachbereich oder Kursname",
    "keyword": "Kursname oder Fachbereich",
    "country": "Land der Institution",
    "state": "Region",
    "city": "Stadt",
    "levelGroup": "Studienstufe",
    "award": "Abschluss",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} und {count} weitere",
    "majorArea": "Fachbereich",
    "minorArea": "Teilgebiet",
    "studyMode": "Studienform",
    "intakeDate": "Starttermin ab",
    "searchBy": "Suchen nach",
    "byLocation": "Standort",
    "byName": "Name",
    "sortBy": "Sortieren nach",
    "sortByName": "Name",
    "sortByLocation": "Standort",
    "any": "Alle",
    "choose": "Auswählen …",
    "search": "Suchen",
    "clear": "Zurücksetzen",
    "resultsTitle": "Kurse",
    "resultsTotal": "{total, plural, one {{total} Kurs gefunden} other {{total} Kurse gefunden}}",
    "resultsRange": "{from}–{to} von {total}",
    "noSearch": "Noch keine Suche. Geben Sie in der Kurssuche an, wonach Sie suchen.",
    "toSearch": "Zur Kurssuche",
    "campus": "Campus",
    "location": "Standort",
    "startDate": "Beginn",
    "annualFee": "Jahresgebühr",
    "feeNotPublished": "Gebühr nicht veröffentlicht",
    "overview": "Überblick",
    "description": "Beschreibung",
    "details": "Kursdetails",
    "amount": "Betrag",
    "closes": "Bewerbungsschluss"
  },
  "courseMessages": {
    "courseSearchTextRequired": "Geben Sie unter „Fachbereich oder Kursname“ mindestens 3 Zeichen ein",
    "courseInstitutionCountryRequired": "Land der Institution ist ein Pflichtfeld",
    "courseStudyLevelGroupRequired": "Studienstufe ist ein Pflichtfeld",
    "courseFilterMissing": "Pflichtangabe fehlt: {items}",
    "courseFilterItemText": "Fachbereich oder Kursname",
    "courseFilterItemCountry": "Land der Institution",
    "courseFilterItemGroup": "Studienstufe",
    "courseCountryRequired": "Land ist ein Pflichtfeld",
    "courseSearchTooLong": "„Fachbereich oder Kursname“ darf höchstens {max} Zeichen lang sein"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "Zeilen müssen bei 0 beginnen, höchstens {max} auf einmal (from ≤ to).",
    "courseNotFound": "Der Kurs wurde nicht gefunden.",
    "courseInstitutionNotFound": "Die Institution wurde nicht gefunden.",
    "courseStudyAreaNotFound": "Der Fachbereich wurde nicht gefunden.",
    "courseCampusNotFound": "Der Campus wurde für diesen Kurs nicht gefunden.",
    "courseIntakeNotFound": "Der Starttermin wurde für diesen Kurs nicht gefunden."
  }
};

export default words;
