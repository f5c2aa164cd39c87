import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "Invitar a un amigo",
    "title": "Invitar a un amigo",
    "intro": "Invita a un amigo a StudyAtlas: le enviaremos por correo electrónico un enlace para registrarse.",
    "name": "Nombre",
    "email": "Correo electrónico",
    "send": "Enviar invitación",
    "cancel": "Cancelar"
  },
  "referralMessages": {
    "referralNameRequired": "El nombre es obligatorio",
    "referralNameTooLong": "El nombre puede tener como máximo 100 caracteres",
    "referralEmailRequired": "El correo electrónico es obligatorio",
    "referralInvalidEmail": "Correo electrónico no válido",
    "referralSent": "Se ha enviado tu invitación a {email}.",
    "referralDailyLimit": "Puedes invitar a un máximo de {max} amigos al día. Vuelve a intentarlo mañana.",
    "mailReferralSubject": "{name} te invita a StudyAtlas",
    "mailReferralSender": "Enviado a petición de {name} ({email}), miembro de StudyAtlas.",
    "mailReferralIntro": "{name} cree que te gustará StudyAtlas: encuentra instituciones, cursos y becas de todo el mundo, compara cursos y presenta solicitudes en línea.",
    "mailReferralAction": "Crea tu cuenta gratuita aquí:",
    "mailReferralButton": "Regístrate en StudyAtlas",
    "mailReferralIgnore": "Si no te interesa, puedes ignorar este correo."
  }
};

export default words;
