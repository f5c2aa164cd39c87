import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "आपका आवेदन {reference} जमा हो गया है",
    "mailSubmittedIntro": "धन्यवाद: हमें आपका आवेदन {reference} मिल गया है और हमने इसे आपके चुने गए कोर्सों के संस्थानों को भेज दिया है:",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), प्रवेश सत्र {intakeDate}, {studyMode}",
    "mailSubmittedNext": "हर संस्थान आपके आवेदन की समीक्षा करेगा। आप मेरे आवेदन में हर कोर्स की स्थिति देख सकते हैं:",
    "mailSubmittedButton": "मेरे आवेदन"
  }
};

export default words;
