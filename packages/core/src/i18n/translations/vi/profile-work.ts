import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "Kinh nghiệm làm việc",
    "add": "Thêm kinh nghiệm làm việc",
    "edit": "Sửa kinh nghiệm làm việc",
    "employer": "Nhà tuyển dụng",
    "position": "Vị trí",
    "reportTo": "Cấp trên trực tiếp",
    "mainDuties": "Nhiệm vụ chính",
    "startDate": "Ngày bắt đầu",
    "endDate": "Ngày kết thúc",
    "current": "Đây là công việc hiện tại của tôi",
    "contactTitle": "Người liên hệ tại nơi làm việc",
    "contactName": "Tên người liên hệ",
    "postcode": "Mã bưu chính",
    "address1": "Địa chỉ dòng 1",
    "address2": "Địa chỉ dòng 2",
    "address3": "Địa chỉ dòng 3",
    "phone": "Điện thoại",
    "fax": "Fax",
    "mobile": "Di động",
    "email": "Email",
    "dates": "Thời gian",
    "present": "Hiện tại",
    "save": "Lưu",
    "cancel": "Hủy",
    "editAction": "Sửa",
    "deleteAction": "Xóa",
    "deleteConfirmTitle": "Xóa",
    "deleteConfirm": "Xóa kinh nghiệm làm việc này?",
    "yes": "Có",
    "next": "Tiếp",
    "back": "Quay lại"
  },
  "workMessages": {
    "workStartFuture": "Ngày bắt đầu phải trước ngày hôm nay",
    "workEndOrCurrent": "Vui lòng đánh dấu ô công việc hiện tại nếu đây là công việc hiện tại của bạn",
    "workDateOrder": "Ngày bắt đầu làm việc phải trước ngày kết thúc.",
    "workEmployerRequired": "Vui lòng nhập nhà tuyển dụng",
    "workPositionRequired": "Vui lòng nhập vị trí",
    "workReportToRequired": "Vui lòng nhập cấp trên trực tiếp",
    "workContactNameRequired": "Vui lòng nhập tên người liên hệ",
    "workCountryRequired": "Vui lòng chọn quốc gia",
    "workStateRequired": "Vui lòng chọn bang/tỉnh",
    "workCityRequired": "Vui lòng chọn thành phố",
    "workPostcodeRequired": "Vui lòng nhập mã bưu chính",
    "workAddressRequired": "Vui lòng nhập địa chỉ dòng 1",
    "workInvalidEmail": "Email không hợp lệ",
    "workPlaceUnknown": "Vui lòng chọn từ danh sách",
    "workSaved": "Đã lưu dữ liệu.",
    "workDeleted": "Đã xóa bản ghi.",
    "workNotFound": "Không tìm thấy bản ghi."
  }
};

export default words;
