import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "Tasa total",
    "structure": "Estructura",
    "campuses": "Campus",
    "intakes": "Fechas de inicio",
    "scholarships": "Becas",
    "courseCode": "Código del curso",
    "duration": "Duración",
    "type": "Grupo de nivel de estudios",
    "studyArea": "Área de estudio",
    "studentType": "Tipo de estudiante",
    "seats": "Plazas",
    "interviewRequired": "Requiere entrevista",
    "minReference": "Referencias necesarias",
    "termStart": "Inicio del periodo lectivo",
    "webAddress": "Sitio web",
    "yes": "Sí",
    "no": "No",
    "noIntakes": "No hay fechas de inicio programadas.",
    "noScholarships": "No hay becas para este curso."
  }
};

export default words;
