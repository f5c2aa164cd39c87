import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "Tìm khóa học",
    "searchText": "Lĩnh vực học hoặc tên khóa học",
    "keyword": "Tên khóa học hoặc lĩnh vực học",
    "country": "Quốc gia của trường",
    "state": "Bang/Tỉnh",
    "city": "Thành phố",
    "levelGroup": "Nhóm bậc học",
    "award": "Văn bằng",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} và {count} văn bằng khác",
    "majorArea": "Lĩnh vực học",
    "minorArea": "Chuyên ngành",
    "studyMode": "Hình thức học",
    "intakeDate": "Kỳ nhập học từ",
    "searchBy": "Tìm theo",
    "byLocation": "Địa điểm",
    "byName": "Tên",
    "sortBy": "Sắp xếp theo",
    "sortByName": "Tên",
    "sortByLocation": "Địa điểm",
    "any": "Bất kỳ",
    "choose": "Chọn…",
    "search": "Tìm kiếm",
    "clear": "Xóa",
    "resultsTitle": "Khóa học",
    "resultsTotal": "Tìm thấy {total} khóa học",
    "resultsRange": "Hiển thị {from}–{to} trên tổng số {total}",
    "noSearch": "Chưa có kết quả tìm kiếm nào. Hãy chọn nội dung bạn cần tìm trong mục tìm kiếm khóa học.",
    "toSearch": "Đến trang tìm kiếm khóa học",
    "campus": "Cơ sở",
    "location": "Địa điểm",
    "startDate": "Bắt đầu",
    "annualFee": "Học phí mỗi năm",
    "feeNotPublished": "Chưa công bố học phí",
    "overview": "Tổng quan",
    "description": "Mô tả",
    "details": "Chi tiết khóa học",
    "amount": "Số tiền",
    "closes": "Hạn chót"
  },
  "courseMessages": {
    "courseSearchTextRequired": "Lĩnh vực học hoặc tên khóa học phải có ít nhất 3 ký tự",
    "courseInstitutionCountryRequired": "Vui lòng chọn quốc gia của trường",
    "courseStudyLevelGroupRequired": "Vui lòng chọn nhóm bậc học",
    "courseFilterMissing": "Vui lòng nhập: {items}",
    "courseFilterItemText": "Lĩnh vực học hoặc tên khóa học",
    "courseFilterItemCountry": "Quốc gia của trường",
    "courseFilterItemGroup": "Nhóm bậc học",
    "courseCountryRequired": "Vui lòng chọn quốc gia",
    "courseSearchTooLong": "Lĩnh vực học hoặc tên khóa học tối đa {max} ký tự"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "Số dòng phải bắt đầu từ 0 trở lên, tối đa {max} dòng mỗi lần (from ≤ to).",
    "courseNotFound": "Không tìm thấy khóa học.",
    "courseInstitutionNotFound": "Không tìm thấy trường.",
    "courseStudyAreaNotFound": "Không tìm thấy lĩnh vực học.",
    "courseCampusNotFound": "Không tìm thấy cơ sở này của khóa học.",
    "courseIntakeNotFound": "Không tìm thấy kỳ nhập học này của khóa học."
  }
};

export default words;
