import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "Tổng học phí",
    "structure": "Cấu trúc",
    "campuses": "Cơ sở",
    "intakes": "Kỳ nhập học",
    "scholarships": "Học bổng",
    "courseCode": "Mã khóa học",
    "duration": "Thời lượng",
    "type": "Nhóm bậc học",
    "studyArea": "Lĩnh vực học",
    "studentType": "Đối tượng sinh viên",
    "seats": "Số chỗ",
    "interviewRequired": "Yêu cầu phỏng vấn",
    "minReference": "Số thư giới thiệu cần có",
    "termStart": "Ngày khai giảng",
    "webAddress": "Địa chỉ web",
    "yes": "Có",
    "no": "Không",
    "noIntakes": "Chưa có lịch kỳ nhập học.",
    "noScholarships": "Khóa học này không có học bổng."
  }
};

export default words;
