import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "Thông tin cá nhân",
    "profileSections": "Các mục thông tin cá nhân",
    "checklistTitle": "Sẵn sàng ứng tuyển",
    "checklistIntro": "Hồ sơ ứng tuyển sẽ lấy dữ liệu từ thông tin cá nhân của bạn. Còn cần hoàn thành:",
    "checklistComplete": "Thông tin cá nhân của bạn đã sẵn sàng để ứng tuyển.",
    "checklistItems": {
      "B": "Thông tin cơ bản",
      "E": "Ít nhất một bằng cấp",
      "P": "Một hộ chiếu (hoặc hộ chiếu đang xin cấp)"
    },
    "checklistDone": "Xong",
    "checklistMissing": "Còn thiếu {count} mục bắt buộc: {fields}",
    "checklistToDo": "Cần làm",
    "checklistOpen": "Mở {name}",
    "tabs": {
      "B": "Thông tin cơ bản",
      "S": "Nguyện vọng học tập",
      "E": "Học vấn",
      "W": "Kinh nghiệm làm việc",
      "P": "Hộ chiếu và thị thực"
    }
  }
};

export default words;
