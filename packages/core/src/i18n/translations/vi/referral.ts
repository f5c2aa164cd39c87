import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "Giới thiệu bạn bè",
    "title": "Giới thiệu bạn bè",
    "intro": "Mời bạn bè tham gia StudyAtlas: chúng tôi sẽ gửi email cho họ kèm liên kết đăng ký.",
    "name": "Họ tên",
    "email": "Email",
    "send": "Gửi lời mời",
    "cancel": "Hủy"
  },
  "referralMessages": {
    "referralNameRequired": "Vui lòng nhập họ tên",
    "referralNameTooLong": "Họ tên tối đa 100 ký tự",
    "referralEmailRequired": "Vui lòng nhập email",
    "referralInvalidEmail": "Email không hợp lệ",
    "referralSent": "Lời mời của bạn đã được gửi đến {email}.",
    "referralDailyLimit": "Mỗi ngày bạn có thể mời tối đa {max} người bạn. Vui lòng thử lại vào ngày mai.",
    "mailReferralSubject": "{name} mời bạn tham gia StudyAtlas",
    "mailReferralSender": "Email được gửi theo yêu cầu của thành viên StudyAtlas {name} ({email}).",
    "mailReferralIntro": "{name} nghĩ rằng bạn sẽ thích StudyAtlas: tìm trường, khóa học và học bổng trên khắp thế giới, so sánh khóa học và ứng tuyển trực tuyến.",
    "mailReferralAction": "Tạo tài khoản miễn phí tại đây:",
    "mailReferralButton": "Đăng ký StudyAtlas",
    "mailReferralIgnore": "Nếu bạn không quan tâm, bạn có thể bỏ qua email này."
  }
};

export default words;
