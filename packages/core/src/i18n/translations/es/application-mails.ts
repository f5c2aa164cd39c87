import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "Tu solicitud {reference} se ha enviado",
    "mailSubmittedIntro": "Gracias: hemos recibido tu solicitud {reference} y la hemos enviado a las instituciones de los cursos que elegiste:",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), inicio {intakeDate}, {studyMode}",
    "mailSubmittedNext": "Cada institución revisará tu solicitud. Puedes seguir cada curso en Mis solicitudes:",
    "mailSubmittedButton": "Mis solicitudes"
  }
};

export default words;
