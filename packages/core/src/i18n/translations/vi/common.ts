import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "Quay lại",
    "titleWarning": "Cảnh báo",
    "titleInformation": "Thông tin",
    "titleInfo": "Thông báo",
    "titleSuccess": "Thành công",
    "titleFailed": "Thất bại",
    "titleError": "Lỗi",
    "apiNotRunning": "API không hoạt động.",
    "noRecords": "Không tìm thấy bản ghi nào",
    "signInRequired": "Vui lòng đăng nhập để tiếp tục.",
    "required": "Bắt buộc",
    "sessionExpired": "Phiên làm việc đã kết thúc. Vui lòng đăng nhập lại.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "Đăng nhập",
    "signInTitle": "Đăng nhập",
    "signOutAction": "Đăng xuất",
    "invalidDate": "Ngày không hợp lệ",
    "pageOutOfRange": "Trang phải là số nguyên từ 1 đến {last}.",
    "removeAction": "Xóa",
    "ok": "OK",
    "close": "Đóng",
    "dismissNotice": "Bỏ qua",
    "loading": "Đang tải…",
    "readMore": "Xem thêm",
    "readLess": "Thu gọn",
    "expandAll": "Mở rộng tất cả",
    "collapseAll": "Thu gọn tất cả",
    "printNow": "In",
    "closePrint": "Đóng chế độ in",
    "pagination": "Phân trang",
    "pageSize": "Số dòng mỗi trang",
    "goToPage": "Đến trang",
    "go": "Đi",
    "firstPage": "Trang đầu",
    "previousPage": "Trang trước",
    "nextPage": "Trang sau",
    "lastPage": "Trang cuối",
    "pageNumber": "Trang {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "Ngôn ngữ"
  }
};

export default words;
