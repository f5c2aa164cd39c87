import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "Buscar un agente",
    "country": "País",
    "state": "Estado/provincia",
    "city": "Ciudad",
    "keyword": "Nombre del agente",
    "distance": "Distancia desde la ciudad",
    "distanceValue": "{km} km",
    "distanceHint": "Agentes con una oficina a esta distancia como máximo de la ciudad elegida.",
    "refine": "Más opciones",
    "refineLess": "Menos opciones",
    "institution": "Institución representada",
    "instCountry": "País de la institución",
    "instState": "Estado/provincia de la institución",
    "instCity": "Ciudad de la institución",
    "instKeyword": "Nombre de la institución",
    "sortBy": "Ordenar por",
    "byLocation": "Ubicación",
    "byName": "Nombre",
    "any": "Cualquiera",
    "choose": "Elige…",
    "search": "Buscar",
    "clear": "Borrar",
    "resultsTitle": "Agentes",
    "resultsTotal": "{total, plural, one {# agente encontrado} other {# agentes encontrados}}",
    "distanceAway": "A {km} km",
    "mapLabel": "Mapa de agentes",
    "overview": "Resumen",
    "locations": "Oficinas",
    "headOffice": "Oficina central",
    "professionalBodies": "Organismos profesionales",
    "membershipNo": "N.º de socio {number}",
    "institutions": "Instituciones representadas",
    "contacts": "Contactos",
    "phone": "Teléfono",
    "email": "Correo electrónico",
    "web": "Sitio web",
    "legalName": "Razón social",
    "locationHead": "Responsable de la oficina",
    "location": "Oficina",
    "rowsPerPage": "Filas por página"
  },
  "agentMessages": {
    "agentCountryRequired": "El país es obligatorio",
    "agentCountryOrKeywordRequired": "Indica un país o una palabra clave",
    "agentNotFound": "No se ha encontrado el agente.",
    "agentLocationNotFound": "No se ha encontrado la oficina del agente."
  }
};

export default words;
