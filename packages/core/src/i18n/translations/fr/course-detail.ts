import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "Frais totaux",
    "structure": "Programme",
    "campuses": "Campus",
    "intakes": "Rentrées",
    "scholarships": "Bourses",
    "courseCode": "Code de la formation",
    "duration": "Durée",
    "type": "Groupe de niveaux d’études",
    "studyArea": "Domaine d’études",
    "studentType": "Type d’étudiant",
    "seats": "Places",
    "interviewRequired": "Entretien requis",
    "minReference": "Références requises",
    "termStart": "Début des cours",
    "webAddress": "Site web",
    "yes": "Oui",
    "no": "Non",
    "noIntakes": "Aucune rentrée programmée.",
    "noScholarships": "Aucune bourse pour cette formation."
  }
};

export default words;
