import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "Inicia sesión para guardar tus favoritos.",
    "favouritesTitle": "Favoritos",
    "favouriteCategories": "Categorías de favoritos",
    "favouriteToggle": "Favorito: {name}",
    "favouriteRemove": "Quitar {name} de favoritos",
    "favouriteTabCourses": "Cursos",
    "favouriteTabInstitutions": "Instituciones",
    "favouriteTabAgents": "Agentes",
    "favouriteTabEvents": "Eventos",
    "favouriteTabScholarships": "Becas",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "Inicio: {date}",
    "favouriteDates": "Del {from} al {to}",
    "favouriteCloses": "Cierre: {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "La categoría es obligatoria",
    "favouriteCategoryInvalid": "La categoría debe ser C (fecha de inicio de un curso), I (institución), A (agente), E (evento) o S (beca).",
    "favouriteReferenceRequired": "ReferenceFk es obligatorio",
    "favouriteReferenceInvalid": "ReferenceFk debe ser un número entero positivo.",
    "favouritePreferenceRequired": "PreferenceFk es obligatorio",
    "favouritePreferenceInvalid": "PreferenceFk debe ser un número entero positivo.",
    "favouriteFlagInvalid": "FavFlag debe ser true o false.",
    "favouriteNotFound": "No se ha encontrado este favorito.",
    "favouriteIntakeNotFound": "No se ha encontrado la fecha de inicio del curso.",
    "favouriteInstitutionNotFound": "No se ha encontrado la institución.",
    "favouriteAgentNotFound": "No se ha encontrado el agente.",
    "favouriteEventNotFound": "No se ha encontrado el evento.",
    "favouriteScholarshipNotFound": "No se ha encontrado la beca."
  }
};

export default words;
