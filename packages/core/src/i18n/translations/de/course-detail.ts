import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "Gesamtgebühr",
    "structure": "Aufbau",
    "campuses": "Campus-Standorte",
    "intakes": "Starttermine",
    "scholarships": "Stipendien",
    "courseCode": "Kurscode",
    "duration": "Dauer",
    "type": "Studienstufe",
    "studyArea": "Fachbereich",
    "studentType": "Studierendentyp",
    "seats": "Plätze",
    "interviewRequired": "Vorstellungsgespräch erforderlich",
    "minReference": "Erforderliche Referenzen",
    "termStart": "Semesterbeginn",
    "webAddress": "Webadresse",
    "yes": "Ja",
    "no": "Nein",
    "noIntakes": "Keine Starttermine geplant.",
    "noScholarships": "Keine Stipendien für diesen Kurs."
  }
};

export default words;
