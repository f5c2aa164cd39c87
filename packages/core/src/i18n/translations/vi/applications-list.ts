import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "Hồ sơ ứng tuyển của tôi",
    "loading": "Đang tải hồ sơ của bạn…",
    "emptyHint": "Tìm một khóa học và ứng tuyển trực tuyến.",
    "findCourses": "Tìm khóa học",
    "applicationNumber": "Hồ sơ {number}",
    "applicationStatus": {
      "D": "Bản nháp",
      "S": "Đã nộp",
      "W": "Đã rút"
    },
    "statusLabel": "Trạng thái",
    "createdLabel": "Ngày tạo",
    "submittedLabel": "Ngày nộp",
    "withdrawnLabel": "Ngày rút",
    "referenceLabel": "Mã tham chiếu của sinh viên",
    "coursesLabel": "Khóa học",
    "institutionLabel": "Trường",
    "campusLabel": "Cơ sở",
    "intakeLabel": "Kỳ nhập học",
    "studyModeLabel": "Hình thức học",
    "courseStatusLabel": "Trạng thái",
    "notSubmitted": "Chưa nộp",
    "timelineLabel": "Tiến trình của {course}",
    "currentStatus": "(trạng thái hiện tại)",
    "conditionsLabel": "Điều kiện:",
    "reasonLabel": "Lý do:",
    "continueAction": "Tiếp tục",
    "continueApplication": "Tiếp tục hồ sơ {number}",
    "deleteAction": "Xóa",
    "deleteApplication": "Xóa hồ sơ {number}",
    "withdrawAction": "Rút hồ sơ",
    "withdrawApplication": "Rút hồ sơ {number}",
    "resubmitAction": "Nộp lại",
    "resubmitApplication": "Nộp lại hồ sơ {number}",
    "pdfAction": "Tải PDF",
    "pdfApplication": "Tải PDF hồ sơ {number}",
    "acceptAction": "Chấp nhận thư mời",
    "acceptOffer": "Chấp nhận thư mời nhập học {course}",
    "declineAction": "Từ chối thư mời",
    "declineOffer": "Từ chối thư mời nhập học {course}",
    "deleteTitle": "Xóa hồ sơ",
    "deleteConfirm": "Xóa hồ sơ nháp {number}? Thao tác này không thể hoàn tác.",
    "withdrawTitle": "Rút hồ sơ",
    "withdrawConfirm": "Rút hồ sơ {number}? Tất cả khóa học trong hồ sơ sẽ bị rút; lịch sử vẫn được giữ lại.",
    "acceptTitle": "Chấp nhận thư mời",
    "acceptConfirm": "Chấp nhận thư mời nhập học {course} tại {institution}?",
    "declineTitle": "Từ chối thư mời",
    "declineConfirm": "Từ chối thư mời nhập học {course} tại {institution}? Thao tác này không thể hoàn tác.",
    "confirmYes": "Có",
    "confirmCancel": "Hủy",
    "offerAccepted": "Đã chấp nhận thư mời nhập học.",
    "offerDeclined": "Đã từ chối thư mời nhập học."
  }
};

export default words;
