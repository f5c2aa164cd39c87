import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/application-mails.ts. */
const words: AreaWords<typeof import('../../../messages/application-mails.js')> = {
  "applicationMailMessages": {
    "mailSubmittedSubject": "Hồ sơ {reference} của bạn đã được nộp",
    "mailSubmittedIntro": "Cảm ơn bạn: chúng tôi đã nhận được hồ sơ {reference} và đã chuyển đến các trường của những khóa học bạn chọn:",
    "mailSubmittedCourse": "{course}, {institution} ({campus}, {city}), kỳ nhập học {intakeDate}, {studyMode}",
    "mailSubmittedNext": "Từng trường sẽ xem xét hồ sơ của bạn. Bạn có thể theo dõi từng khóa học trong mục Hồ sơ ứng tuyển của tôi:",
    "mailSubmittedButton": "Hồ sơ ứng tuyển của tôi"
  }
};

export default words;
