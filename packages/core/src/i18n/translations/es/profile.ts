import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "Mi perfil",
    "profileSections": "Secciones del perfil",
    "checklistTitle": "Listo para solicitar",
    "checklistIntro": "Una solicitud utiliza los datos de tu perfil. Te falta:",
    "checklistComplete": "Tu perfil está listo para una solicitud.",
    "checklistItems": {
      "B": "Datos básicos",
      "E": "Al menos un título académico",
      "P": "Un pasaporte (o uno que hayas solicitado)"
    },
    "checklistDone": "Hecho",
    "checklistMissing": "{count, plural, one {# obligatorio: {fields}} other {# obligatorios: {fields}}}",
    "checklistToDo": "Pendiente",
    "checklistOpen": "Abrir {name}",
    "tabs": {
      "B": "Datos básicos",
      "S": "Preferencias de estudio",
      "E": "Formación",
      "W": "Experiencia laboral",
      "P": "Pasaporte y visado"
    }
  }
};

export default words;
