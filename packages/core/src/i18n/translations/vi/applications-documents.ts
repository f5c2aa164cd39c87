import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "Hồ sơ {id}",
    "subtitle": "{name}",
    "submittedOn": "Nộp ngày {date}",
    "withdrawnOn": "Rút ngày {date}",
    "courses": "Khóa học",
    "courseColumns": [
      "Khóa học",
      "Trường",
      "Cơ sở",
      "Hình thức học",
      "Văn bằng",
      "Kỳ nhập học",
      "Trạng thái"
    ],
    "basic": "Thông tin cơ bản",
    "basicLabels": {
      "title": "Danh xưng",
      "firstName": "Tên",
      "middleName": "Tên đệm",
      "lastName": "Họ",
      "gender": "Giới tính",
      "dateOfBirth": "Ngày sinh",
      "nationality": "Quốc tịch",
      "birthCountry": "Nơi sinh (quốc gia)",
      "email": "Email",
      "phone": "Điện thoại",
      "mobile": "Di động",
      "address": "Địa chỉ"
    },
    "qualifications": "Bằng cấp",
    "qualificationColumns": [
      "Quốc gia",
      "Trình độ",
      "Bằng cấp",
      "Trường",
      "Từ",
      "Đến",
      "Đơn vị cấp bằng",
      "Kết quả",
      "Tài liệu"
    ],
    "englishTests": "Bài thi tiếng Anh",
    "englishTestColumns": [
      "Bài thi",
      "Ngày",
      "Số phiếu điểm",
      "Điểm",
      "Tài liệu"
    ],
    "passports": "Hộ chiếu",
    "passportColumns": [
      "Quốc gia",
      "Loại",
      "Số",
      "Ngày cấp",
      "Ngày hết hạn",
      "Tài liệu"
    ],
    "visas": "Thị thực",
    "visaColumns": [
      "Quốc gia",
      "Số",
      "Loại",
      "Diện (subclass)",
      "Ngày cấp",
      "Ngày hết hạn",
      "Tài liệu"
    ],
    "family": "Gia đình",
    "familyColumns": [
      "Quan hệ",
      "Họ tên",
      "Ngày sinh",
      "Giới tính",
      "Nơi sinh (quốc gia)",
      "Đi cùng"
    ],
    "experience": "Kinh nghiệm làm việc",
    "experienceColumns": [
      "Nhà tuyển dụng",
      "Vị trí",
      "Bắt đầu",
      "Kết thúc",
      "Nhiệm vụ chính"
    ],
    "current": "Hiện tại",
    "flags": "Vi phạm và bị từ chối thị thực",
    "flagLabels": {
      "visaViolation": "Đã vi phạm điều kiện thị thực",
      "violationDetail": "Chi tiết vi phạm",
      "refused": "Đã bị từ chối thị thực",
      "refusedCountry": "Quốc gia từ chối",
      "refusedDetail": "Chi tiết từ chối"
    },
    "answers": "Câu trả lời",
    "yes": "Có",
    "no": "Không",
    "pageOf": "Trang {page}/{pages}"
  }
};

export default words;
