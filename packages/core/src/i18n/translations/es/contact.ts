import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "Contacto",
    "intro": "¿Tienes preguntas, problemas o ideas? Envíanos un mensaje y te responderemos por correo electrónico.",
    "memberIntro": "Te responderemos a {email}.",
    "name": "Nombre",
    "email": "Correo electrónico",
    "verifyEmail": "Confirmar correo electrónico",
    "number": "Número de teléfono",
    "subject": "Asunto",
    "chooseSubject": "Elige…",
    "message": "Mensaje",
    "send": "Enviar"
  },
  "contactMessages": {
    "contactNameRequired": "El nombre es obligatorio",
    "contactNameTooLong": "El nombre puede tener como máximo 100 caracteres",
    "contactEmailRequired": "El correo electrónico es obligatorio",
    "contactInvalidEmail": "Correo electrónico no válido",
    "contactVerifyEmailRequired": "Vuelve a introducir tu correo electrónico",
    "contactEmailMismatch": "Los correos electrónicos no coinciden",
    "contactPhoneRequired": "El número de teléfono es obligatorio",
    "contactInvalidNumber": "Número no válido",
    "contactSubjectRequired": "El asunto es obligatorio",
    "contactSubjectUnknown": "Elige uno de los asuntos.",
    "contactNoteRequired": "El mensaje es obligatorio",
    "contactNoteTooLong": "El mensaje puede tener como máximo 4000 caracteres",
    "contactSent": "Gracias por ponerte en contacto con nosotros. Tu mensaje se ha enviado y te responderemos por correo electrónico.",
    "contactFailed": "No se ha podido enviar tu mensaje",
    "mailContactSupportSubject": "Contacto: {subject} (de {name})",
    "mailContactSupportIntro": "Se ha enviado un mensaje mediante el formulario de contacto.",
    "mailContactFrom": "De: {name} <{email}>",
    "mailContactPhone": "Teléfono: {number}",
    "mailContactMember": "Miembro con sesión iniciada n.º {clientId}",
    "mailContactVisitor": "Visitante (sin sesión iniciada)",
    "mailContactSubjectLine": "Asunto: {subject}",
    "mailContactAckSubject": "Hemos recibido tu mensaje",
    "mailContactAckIntro": "Gracias por ponerte en contacto con StudyAtlas. Hemos recibido tu mensaje sobre «{subject}» y te responderemos a esta dirección.",
    "mailContactAckCopy": "Tu mensaje:"
  }
};

export default words;
