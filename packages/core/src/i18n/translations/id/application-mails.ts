import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "Pendaftaran Anda {reference} telah dikirim",
    "mailSubmittedIntro": "Terima kasih. Kami telah menerima pendaftaran Anda {reference} dan meneruskannya ke institusi dari kursus yang Anda pilih:",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), periode masuk {intakeDate}, {studyMode}",
    "mailSubmittedNext": "Setiap institusi akan meninjau pendaftaran Anda. Anda dapat memantau setiap kursus di Pendaftaran saya:",
    "mailSubmittedButton": "Pendaftaran saya"
  }
};

export default words;
