import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "Tìm đơn vị tư vấn",
    "country": "Quốc gia",
    "state": "Bang/Tỉnh",
    "city": "Thành phố",
    "keyword": "Tên đơn vị tư vấn",
    "distance": "Khoảng cách từ thành phố",
    "distanceValue": "{km} km",
    "distanceHint": "Các đơn vị tư vấn có văn phòng trong phạm vi này tính từ thành phố đã chọn.",
    "refine": "Thêm tùy chọn",
    "refineLess": "Ít tùy chọn hơn",
    "institution": "Trường được đại diện",
    "instCountry": "Quốc gia của trường",
    "instState": "Bang/Tỉnh của trường",
    "instCity": "Thành phố của trường",
    "instKeyword": "Tên trường",
    "sortBy": "Sắp xếp theo",
    "byLocation": "Địa điểm",
    "byName": "Tên",
    "any": "Bất kỳ",
    "choose": "Chọn…",
    "search": "Tìm kiếm",
    "clear": "Xóa",
    "resultsTitle": "Đơn vị tư vấn",
    "resultsTotal": "Tìm thấy {total} đơn vị tư vấn",
    "distanceAway": "Cách {km} km",
    "mapLabel": "Bản đồ đơn vị tư vấn",
    "overview": "Tổng quan",
    "locations": "Văn phòng",
    "headOffice": "Trụ sở chính",
    "professionalBodies": "Tổ chức nghề nghiệp",
    "membershipNo": "Số hội viên {number}",
    "institutions": "Các trường được đại diện",
    "contacts": "Người liên hệ",
    "phone": "Điện thoại",
    "email": "Email",
    "web": "Địa chỉ web",
    "legalName": "Tên pháp lý",
    "locationHead": "Trưởng văn phòng",
    "location": "Văn phòng",
    "rowsPerPage": "Số dòng mỗi trang"
  },
  "agentMessages": {
    "agentCountryRequired": "Vui lòng chọn quốc gia",
    "agentCountryOrKeywordRequired": "Vui lòng chọn quốc gia hoặc nhập từ khóa",
    "agentNotFound": "Không tìm thấy đơn vị tư vấn.",
    "agentLocationNotFound": "Không tìm thấy văn phòng của đơn vị tư vấn."
  }
};

export default words;
