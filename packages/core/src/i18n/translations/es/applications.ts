import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "Enviada",
      "REV": "En revisión",
      "OFC": "Oferta condicional",
      "OFU": "Oferta incondicional",
      "REJ": "Rechazada",
      "ACC": "Aceptada",
      "DEC": "Declinada",
      "WDR": "Retirada"
    },
    "applicationDeleted": "Solicitud eliminada.",
    "applicationWithdrawn": "Solicitud retirada.",
    "alreadyWithdrawn": "Esta solicitud ya se ha retirado.",
    "moveNotAllowed": "Esta solicitud no puede pasar de {from} a {to}.",
    "pdfNeedsSubmission": "Primero envía la solicitud: el PDF muestra la solicitud tal como se envió.",
    "applicationNotFound": "No se ha encontrado la solicitud.",
    "courseEntryNotFound": "No se ha encontrado el curso de la solicitud.",
    "partnerKeyMissing": "Se necesita una clave de socio: envía la cabecera Authorization: Bearer <clave de socio>.",
    "partnerKeyInvalid": "Esta clave de socio no es válida o se ha revocado.",
    "partnerFileNotFound": "No se ha encontrado el archivo del recurso",
    "conditionsRequired": "Indica las condiciones de la oferta.",
    "mailStatusSubject": "Tu solicitud para {course}: {status}",
    "mailStatusIntro": "El estado de tu solicitud para {course} en {institution} ({campus}, inicio {intake}) es ahora: {status}.",
    "mailStatusConditions": "Condiciones de la oferta:",
    "mailStatusReason": "Motivo indicado:",
    "mailStatusAction": "Consulta toda la cronología en Mis solicitudes:",
    "mailStatusButton": "Abrir Mis solicitudes"
  },
  "applyMessages": {
    "applyAction": "Solicitar",
    "applyCourse": "Solicitar {name}",
    "applyDetailsIncomplete": "Primero actualiza tus datos básicos y de contacto",
    "applySignIn": "Inicia sesión para presentar una solicitud en línea."
  }
};

export default words;
