import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "Solicitud {id}",
    "subtitle": "{name}",
    "submittedOn": "Enviada el {date}",
    "withdrawnOn": "Retirada el {date}",
    "courses": "Cursos",
    "courseColumns": [
      "Curso",
      "Institución",
      "Campus",
      "Modalidad",
      "Titulación",
      "Inicio",
      "Estado"
    ],
    "basic": "Datos básicos",
    "basicLabels": {
      "title": "Tratamiento",
      "firstName": "Nombre",
      "middleName": "Segundo nombre",
      "lastName": "Apellidos",
      "gender": "Sexo",
      "dateOfBirth": "Fecha de nacimiento",
      "nationality": "Nacionalidad",
      "birthCountry": "País de nacimiento",
      "email": "Correo electrónico",
      "phone": "Teléfono",
      "mobile": "Móvil",
      "address": "Dirección"
    },
    "qualifications": "Títulos académicos",
    "qualificationColumns": [
      "País",
      "Nivel",
      "Título",
      "Institución",
      "Desde",
      "Hasta",
      "Entidad emisora",
      "Calificaciones",
      "Documentos"
    ],
    "englishTests": "Exámenes de inglés",
    "englishTestColumns": [
      "Examen",
      "Fecha",
      "N.º de informe",
      "Puntuaciones",
      "Documentos"
    ],
    "passports": "Pasaportes",
    "passportColumns": [
      "País",
      "Tipo",
      "Número",
      "Expedición",
      "Caducidad",
      "Documentos"
    ],
    "visas": "Visados",
    "visaColumns": [
      "País",
      "Número",
      "Tipo",
      "Subclase",
      "Concesión",
      "Caducidad",
      "Documentos"
    ],
    "family": "Familia",
    "familyColumns": [
      "Parentesco",
      "Nombre",
      "Fecha de nacimiento",
      "Sexo",
      "País de nacimiento",
      "Acompañante"
    ],
    "experience": "Experiencia laboral",
    "experienceColumns": [
      "Empleador",
      "Puesto",
      "Inicio",
      "Fin",
      "Funciones principales"
    ],
    "current": "Actual",
    "flags": "Incumplimiento y denegación de visado",
    "flagLabels": {
      "visaViolation": "Ha incumplido las condiciones de un visado",
      "violationDetail": "Detalles del incumplimiento",
      "refused": "Se le ha denegado un visado",
      "refusedCountry": "Denegado por",
      "refusedDetail": "Detalles de la denegación"
    },
    "answers": "Respuestas al cuestionario",
    "yes": "Sí",
    "no": "No",
    "pageOf": "Página {page} de {pages}"
  }
};

export default words;
