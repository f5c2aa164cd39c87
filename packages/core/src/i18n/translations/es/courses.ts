import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "Buscar un curso",
    "searchText": "Área de estudio o nombre del curso",
    "keyword": "Nombre del curso o área de estudio",
    "country": "País de la institución",
    "state": "Estado/provincia",
    "city": "Ciudad",
    "levelGroup": "Grupo de nivel de estudios",
    "award": "Titulación",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} y {count} más",
    "majorArea": "Área de estudio",
    "minorArea": "Especialidad",
    "studyMode": "Modalidad",
    "intakeDate": "Inicio a partir de",
    "searchBy": "Buscar por",
    "byLocation": "Ubicación",
    "byName": "Nombre",
    "sortBy": "Ordenar por",
    "sortByName": "Nombre",
    "sortByLocation": "Ubicación",
    "any": "Cualquiera",
    "choose": "Elige…",
    "search": "Buscar",
    "clear": "Borrar",
    "resultsTitle": "Cursos",
    "resultsTotal": "{total, plural, one {# curso encontrado} other {# cursos encontrados}}",
    "resultsRange": "Mostrando {from}–{to} de {total}",
    "noSearch": "Todavía no hay ninguna búsqueda. Elige lo que buscas en la búsqueda de cursos.",
    "toSearch": "Ir a la búsqueda de cursos",
    "campus": "Campus",
    "location": "Ubicación",
    "startDate": "Inicio",
    "annualFee": "Tasa anual",
    "feeNotPublished": "Tasa no publicada",
    "overview": "Resumen",
    "description": "Descripción",
    "details": "Datos del curso",
    "amount": "Importe",
    "closes": "Cierre"
  },
  "courseMessages": {
    "courseSearchTextRequired": "Escribe al menos 3 caracteres en Área de estudio o nombre del curso",
    "courseInstitutionCountryRequired": "El país de la institución es obligatorio",
    "courseStudyLevelGroupRequired": "El grupo de nivel de estudios es obligatorio",
    "courseFilterMissing": "Obligatorio: {items}",
    "courseFilterItemText": "Área de estudio o nombre del curso",
    "courseFilterItemCountry": "País de la institución",
    "courseFilterItemGroup": "Grupo de nivel de estudios",
    "courseCountryRequired": "El país es obligatorio",
    "courseSearchTooLong": "Área de estudio o nombre del curso puede tener como máximo {max} caracteres"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "Las filas deben empezar en 0 o más, como máximo {max} a la vez (from ≤ to).",
    "courseNotFound": "No se ha encontrado el curso.",
    "courseInstitutionNotFound": "No se ha encontrado la institución.",
    "courseStudyAreaNotFound": "No se ha encontrado el área de estudio.",
    "courseCampusNotFound": "No se ha encontrado el campus para este curso.",
    "courseIntakeNotFound": "No se ha encontrado la fecha de inicio para este curso."
  }
};

export default words;
