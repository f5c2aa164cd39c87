import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "Tìm học bổng",
    "country": "Quốc gia",
    "institution": "Trường",
    "levelGroup": "Nhóm bậc học",
    "majorArea": "Lĩnh vực học",
    "minorArea": "Chuyên ngành",
    "keyword": "Tên học bổng hoặc tên trường",
    "any": "Bất kỳ",
    "search": "Tìm kiếm",
    "clear": "Xóa",
    "resultsTitle": "Học bổng",
    "resultsTotal": "Tìm thấy {total} học bổng",
    "resultsRange": "Hiển thị {from}–{to} trên tổng số {total}",
    "details": "Chi tiết học bổng",
    "amount": "Giá trị",
    "opens": "Mở đơn",
    "closes": "Hạn chót",
    "closed": "Đã đóng",
    "anyLevel": "Mọi bậc học",
    "offeredIn": "Cấp tại",
    "print": "Chế độ in",
    "overview": "Tổng quan",
    "eligibility": "Điều kiện",
    "courses": "Khóa học",
    "courseCount": "{count} khóa học tại {institution} đủ điều kiện nhận học bổng này.",
    "viewCourses": "Xem các khóa học này",
    "noCourses": "Hiện chưa có khóa học nào được liệt kê cho học bổng này.",
    "institutionSection": "Trường",
    "web": "Trang web"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "Không tìm thấy học bổng.",
    "scholarshipRowsOutOfRange": "Số dòng phải bắt đầu từ 0 trở lên, tối đa {max} dòng mỗi lần (from ≤ to)."
  }
};

export default words;
