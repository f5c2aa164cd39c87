import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "Liên hệ với chúng tôi",
    "intro": "Bạn có câu hỏi, gặp sự cố hay có ý tưởng? Hãy gửi tin nhắn cho chúng tôi, chúng tôi sẽ trả lời qua email.",
    "memberIntro": "Chúng tôi sẽ trả lời đến {email}.",
    "name": "Họ tên",
    "email": "Email",
    "verifyEmail": "Nhập lại email",
    "number": "Số điện thoại",
    "subject": "Chủ đề",
    "chooseSubject": "Chọn…",
    "message": "Nội dung",
    "send": "Gửi"
  },
  "contactMessages": {
    "contactNameRequired": "Vui lòng nhập họ tên",
    "contactNameTooLong": "Họ tên tối đa 100 ký tự",
    "contactEmailRequired": "Vui lòng nhập email",
    "contactInvalidEmail": "Email không hợp lệ",
    "contactVerifyEmailRequired": "Vui lòng nhập lại email của bạn",
    "contactEmailMismatch": "Email không khớp",
    "contactPhoneRequired": "Vui lòng nhập số điện thoại",
    "contactInvalidNumber": "Số không hợp lệ",
    "contactSubjectRequired": "Vui lòng chọn chủ đề",
    "contactSubjectUnknown": "Vui lòng chọn một trong các chủ đề.",
    "contactNoteRequired": "Vui lòng nhập nội dung",
    "contactNoteTooLong": "Nội dung tối đa 4000 ký tự",
    "contactSent": "Cảm ơn bạn đã liên hệ. Tin nhắn của bạn đã được gửi và chúng tôi sẽ trả lời qua email.",
    "contactFailed": "Gửi tin nhắn không thành công",
    "mailContactSupportSubject": "Liên hệ: {subject} (từ {name})",
    "mailContactSupportIntro": "Có một tin nhắn được gửi qua biểu mẫu liên hệ.",
    "mailContactFrom": "Từ: {name} <{email}>",
    "mailContactPhone": "Điện thoại: {number}",
    "mailContactMember": "Thành viên đã đăng nhập #{clientId}",
    "mailContactVisitor": "Khách (chưa đăng nhập)",
    "mailContactSubjectLine": "Chủ đề: {subject}",
    "mailContactAckSubject": "Chúng tôi đã nhận được tin nhắn của bạn",
    "mailContactAckIntro": "Cảm ơn bạn đã liên hệ với StudyAtlas. Chúng tôi đã nhận được tin nhắn của bạn về “{subject}” và sẽ trả lời đến địa chỉ này.",
    "mailContactAckCopy": "Tin nhắn của bạn:"
  }
};

export default words;
