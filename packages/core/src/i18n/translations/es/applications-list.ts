import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "Mis solicitudes",
    "loading": "Cargando tus solicitudes…",
    "emptyHint": "Busca un curso y presenta tu solicitud en línea.",
    "findCourses": "Buscar cursos",
    "applicationNumber": "Solicitud {number}",
    "applicationStatus": {
      "D": "Borrador",
      "S": "Enviada",
      "W": "Retirada"
    },
    "statusLabel": "Estado",
    "createdLabel": "Creada",
    "submittedLabel": "Enviada",
    "withdrawnLabel": "Retirada",
    "referenceLabel": "Referencia del estudiante",
    "coursesLabel": "Cursos",
    "institutionLabel": "Institución",
    "campusLabel": "Campus",
    "intakeLabel": "Inicio",
    "studyModeLabel": "Modalidad",
    "courseStatusLabel": "Estado",
    "notSubmitted": "Sin enviar",
    "timelineLabel": "Cronología de {course}",
    "currentStatus": "(estado actual)",
    "conditionsLabel": "Condiciones:",
    "reasonLabel": "Motivo:",
    "continueAction": "Continuar",
    "continueApplication": "Continuar la solicitud {number}",
    "deleteAction": "Eliminar",
    "deleteApplication": "Eliminar la solicitud {number}",
    "withdrawAction": "Retirar",
    "withdrawApplication": "Retirar la solicitud {number}",
    "resubmitAction": "Volver a enviar",
    "resubmitApplication": "Volver a enviar la solicitud {number}",
    "pdfAction": "Descargar PDF",
    "pdfApplication": "Descargar PDF de la solicitud {number}",
    "acceptAction": "Aceptar oferta",
    "acceptOffer": "Aceptar oferta de {course}",
    "declineAction": "Declinar oferta",
    "declineOffer": "Declinar oferta de {course}",
    "deleteTitle": "Eliminar solicitud",
    "deleteConfirm": "¿Eliminar el borrador de solicitud {number}? Esta acción no se puede deshacer.",
    "withdrawTitle": "Retirar solicitud",
    "withdrawConfirm": "¿Retirar la solicitud {number}? Se retirarán sus cursos; el historial se conserva.",
    "acceptTitle": "Aceptar oferta",
    "acceptConfirm": "¿Aceptar la oferta de {course} en {institution}?",
    "declineTitle": "Declinar oferta",
    "declineConfirm": "¿Declinar la oferta de {course} en {institution}? Esta acción no se puede deshacer.",
    "confirmYes": "Sí",
    "confirmCancel": "Cancelar",
    "offerAccepted": "Oferta aceptada.",
    "offerDeclined": "Oferta declinada."
  }
};

export default words;
