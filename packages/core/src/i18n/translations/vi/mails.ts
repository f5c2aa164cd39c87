import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "Xin chào {firstName},",
    "mailSignature": "Đội ngũ StudyAtlas",
    "mailVerifySubject": "Vui lòng xác minh tài khoản StudyAtlas của bạn",
    "mailVerifyIntro": "Cảm ơn bạn đã đăng ký. Vui lòng xác nhận địa chỉ email bằng cách mở liên kết sau:",
    "mailVerifyExpiry": "Liên kết có hiệu lực trong {hours} giờ. Nếu bạn không đăng ký, bạn có thể bỏ qua email này.",
    "mailVerifyButton": "Xác minh tài khoản",
    "mailResetSubject": "Mật khẩu tạm thời StudyAtlas của bạn",
    "mailResetIntro": "Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Mật khẩu tạm thời của bạn là:",
    "mailResetLink": "Mở liên kết sau và nhập mật khẩu tạm thời cùng mật khẩu mới:",
    "mailResetExpiry": "Mật khẩu tạm thời có hiệu lực trong {minutes} phút. Nếu bạn không yêu cầu, bạn có thể bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.",
    "mailResetButton": "Đặt mật khẩu mới"
  }
};

export default words;
