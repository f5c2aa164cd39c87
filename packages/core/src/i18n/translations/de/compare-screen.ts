import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "Verglichene Kurse",
    "compareCarouselRole": "Karussell",
    "comparePrevious": "Vorherige Kurse",
    "compareNext": "Nächste Kurse",
    "compareShowing": "Kurse {first} bis {last} von {count}",
    "compareInstitution": "Institution",
    "compareLocation": "Standort",
    "compareAward": "Abschluss",
    "compareLevel": "Studienniveau",
    "compareStudyArea": "Fachbereich",
    "compareStudyMode": "Studienform",
    "compareDuration": "Dauer",
    "compareIntake": "Starttermin",
    "compareSeats": "Plätze",
    "compareAnnualFee": "Jahresgebühr",
    "compareTotalCost": "Gesamtkosten",
    "compareInterview": "Vorstellungsgespräch erforderlich",
    "compareScholarships": "Stipendien",
    "compareDetail": "Details ansehen",
    "compareNotAvailable": "–",
    "yes": "Ja",
    "no": "Nein"
  }
};

export default words;
