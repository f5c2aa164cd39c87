import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "Stipendium finden",
    "country": "Land",
    "institution": "Institution",
    "levelGroup": "Studienstufe",
    "majorArea": "Fachbereich",
    "minorArea": "Teilgebiet",
    "keyword": "Name des Stipendiums oder der Institution",
    "any": "Alle",
    "search": "Suchen",
    "clear": "Zurücksetzen",
    "resultsTitle": "Stipendien",
    "resultsTotal": "{total, plural, one {{total} Stipendium gefunden} other {{total} Stipendien gefunden}}",
    "resultsRange": "{from}–{to} von {total}",
    "details": "Details zum Stipendium",
    "amount": "Betrag",
    "opens": "Bewerbungsbeginn",
    "closes": "Bewerbungsschluss",
    "closed": "Geschlossen",
    "anyLevel": "Alle Studienniveaus",
    "offeredIn": "Angeboten in",
    "print": "Druckansicht",
    "overview": "Überblick",
    "eligibility": "Voraussetzungen",
    "courses": "Kurse",
    "courseCount": "{count, plural, one {{count} Kurs an der Institution {institution} kommt für dieses Stipendium infrage.} other {{count} Kurse an der Institution {institution} kommen für dieses Stipendium infrage.}}",
    "viewCourses": "Diese Kurse ansehen",
    "noCourses": "Für dieses Stipendium sind derzeit keine Kurse aufgeführt.",
    "institutionSection": "Institution",
    "web": "Web"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "Das Stipendium wurde nicht gefunden.",
    "scholarshipRowsOutOfRange": "Zeilen müssen bei 0 beginnen, höchstens {max} auf einmal (from ≤ to)."
  }
};

export default words;
