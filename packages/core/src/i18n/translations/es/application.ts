import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "Puedes añadir como máximo cinco cursos a una solicitud",
    "courseExists": "Este curso ya está en la solicitud. Elige otro",
    "atLeastOneCourse": "Debes seleccionar al menos un curso.",
    "basicIncomplete": "Tus datos básicos están incompletos.",
    "basicNotConfigured": "Todavía no has completado tus datos básicos",
    "noSeats": "Según nuestros registros, no quedan plazas para esta fecha de inicio. Ponte en contacto con la institución",
    "submissionFailed": "No se ha podido enviar la solicitud",
    "aboutMeSaved": "Datos guardados correctamente",
    "submitted": "Tu solicitud se ha enviado.",
    "declarationSaved": "Datos guardados correctamente.",
    "intakeUnknown": "Esta fecha de inicio del curso ya no se ofrece. Elige otra.",
    "courseParameterInvalid": "No se ha podido leer la lista de cursos.",
    "privacyPolicyOutdated": "Esta no es la política de privacidad vigente. Vuelve a leer la declaración.",
    "alreadyApplied": "Ya has solicitado {course} (inicio {intakeDate}).",
    "openExistingApplication": "Abrir esa solicitud",
    "declarationTitle": "Declaración y política de privacidad",
    "declarationParagraphs": [
      "Declaro que la información que he facilitado en esta solicitud es verdadera y completa. Entiendo que las instituciones pueden retirar una oferta si alguna parte es falsa o incompleta.",
      "Acepto que StudyAtlas transmita esta solicitud, mi perfil tal como esté en el momento del envío y mis respuestas a las instituciones de los cursos que he elegido, para que puedan evaluarla y ponerse en contacto conmigo al respecto.",
      "Entiendo que puedo retirar mi solicitud en cualquier momento desde Mis solicitudes y que las instituciones conservan lo que hayan recibido según lo descrito en sus propias políticas de privacidad."
    ]
  }
};

export default words;
