import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "Đã nộp",
      "REV": "Đang xét duyệt",
      "OFC": "Thư mời có điều kiện",
      "OFU": "Thư mời không điều kiện",
      "REJ": "Bị từ chối",
      "ACC": "Đã chấp nhận",
      "DEC": "Đã từ chối",
      "WDR": "Đã rút"
    },
    "applicationDeleted": "Đã xóa hồ sơ.",
    "applicationWithdrawn": "Đã rút hồ sơ.",
    "alreadyWithdrawn": "Hồ sơ này đã được rút trước đó.",
    "moveNotAllowed": "Không thể chuyển hồ sơ này từ {from} sang {to}.",
    "pdfNeedsSubmission": "Hãy nộp hồ sơ trước: bản PDF thể hiện hồ sơ như lúc được nộp.",
    "applicationNotFound": "Không tìm thấy hồ sơ.",
    "courseEntryNotFound": "Không tìm thấy khóa học trong hồ sơ.",
    "partnerKeyMissing": "Cần có khóa đối tác: hãy gửi header Authorization: Bearer <partner key>.",
    "partnerKeyInvalid": "Khóa đối tác này không hợp lệ hoặc đã bị thu hồi.",
    "partnerFileNotFound": "Không tìm thấy tệp tài nguyên",
    "conditionsRequired": "Vui lòng nêu các điều kiện của thư mời nhập học.",
    "mailStatusSubject": "Hồ sơ ứng tuyển {course} của bạn: {status}",
    "mailStatusIntro": "Trạng thái hồ sơ ứng tuyển {course} tại {institution} ({campus}, kỳ nhập học {intake}) của bạn hiện là: {status}.",
    "mailStatusConditions": "Điều kiện của thư mời nhập học:",
    "mailStatusReason": "Lý do:",
    "mailStatusAction": "Xem toàn bộ tiến trình trong mục Hồ sơ ứng tuyển của tôi:",
    "mailStatusButton": "Mở Hồ sơ ứng tuyển của tôi"
  },
  "applyMessages": {
    "applyAction": "Ứng tuyển",
    "applyCourse": "Ứng tuyển {name}",
    "applyDetailsIncomplete": "Trước tiên, hãy cập nhật thông tin cơ bản và thông tin liên hệ của bạn",
    "applySignIn": "Vui lòng đăng nhập để ứng tuyển trực tuyến."
  }
};

export default words;
