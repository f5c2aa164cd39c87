import type { AreaWords } from '../../types.js';

/** Simplified Chinese: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "您的申请 {reference} 已提交",
    "mailSubmittedIntro": "感谢您的申请：我们已收到您的申请 {reference}，并已转交给您所选课程的院校：",
    "mailSubmittedCourse": "{course}，{institution}（{campus}，{city}），入学批次 {intakeDate}，{studyMode}",
    "mailSubmittedNext": "各院校将审核您的申请。您可以在“我的申请”中跟踪每门课程的进展：",
    "mailSubmittedButton": "我的申请"
  }
};

export default words;
