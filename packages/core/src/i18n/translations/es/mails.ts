import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "Hola, {firstName}:",
    "mailSignature": "El equipo de StudyAtlas",
    "mailVerifySubject": "Verifica tu cuenta de StudyAtlas",
    "mailVerifyIntro": "Gracias por registrarte. Confirma tu dirección de correo electrónico abriendo este enlace:",
    "mailVerifyExpiry": "El enlace es válido durante {hours} horas. Si no te has registrado, puedes ignorar este correo.",
    "mailVerifyButton": "Verificar mi cuenta",
    "mailResetSubject": "Tu contraseña temporal de StudyAtlas",
    "mailResetIntro": "Hemos recibido una solicitud para restablecer tu contraseña. Tu contraseña temporal es:",
    "mailResetLink": "Abre este enlace e introduce la contraseña temporal junto con tu nueva contraseña:",
    "mailResetExpiry": "La contraseña temporal es válida durante {minutes} minutos. Si no la has solicitado, puedes ignorar este correo; tu contraseña no cambiará.",
    "mailResetButton": "Elegir una nueva contraseña"
  }
};

export default words;
