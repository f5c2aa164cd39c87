import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "تم تقديم طلبك {reference}",
    "mailSubmittedIntro": "شكرًا لك: لقد استلمنا طلبك {reference} وأرسلناه إلى المؤسسات التعليمية التي تقدّم البرامج التي اخترتها:",
    "mailSubmittedCourse": "{course}، {institution} ({campus}، {city})، موعد الالتحاق {intakeDate}، {studyMode}",
    "mailSubmittedNext": "ستراجع كل مؤسسة تعليمية طلبك. يمكنك متابعة كل برنامج في «طلباتي»:",
    "mailSubmittedButton": "طلباتي"
  }
};

export default words;
