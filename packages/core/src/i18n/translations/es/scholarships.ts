import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "Buscar una beca",
    "country": "País",
    "institution": "Institución",
    "levelGroup": "Grupo de nivel de estudios",
    "majorArea": "Área de estudio",
    "minorArea": "Especialidad",
    "keyword": "Nombre de la beca o de la institución",
    "any": "Cualquiera",
    "search": "Buscar",
    "clear": "Borrar",
    "resultsTitle": "Becas",
    "resultsTotal": "{total, plural, one {# beca encontrada} other {# becas encontradas}}",
    "resultsRange": "Mostrando {from}–{to} de {total}",
    "details": "Datos de la beca",
    "amount": "Importe",
    "opens": "Apertura",
    "closes": "Cierre",
    "closed": "Cerrada",
    "anyLevel": "Cualquier nivel de estudios",
    "offeredIn": "Se ofrece en",
    "print": "Vista de impresión",
    "overview": "Resumen",
    "eligibility": "Requisitos",
    "courses": "Cursos",
    "courseCount": "{count, plural, one {# curso de {institution} da acceso a esta beca.} other {# cursos de {institution} dan acceso a esta beca.}}",
    "viewCourses": "Ver estos cursos",
    "noCourses": "Actualmente no hay cursos asociados a esta beca.",
    "institutionSection": "Institución",
    "web": "Web"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "No se ha encontrado la beca.",
    "scholarshipRowsOutOfRange": "Las filas deben empezar en 0 o más, como máximo {max} a la vez (from ≤ to)."
  }
};

export default words;
