import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "Tìm biểu mẫu",
    "country": "Quốc gia của trường",
    "institution": "Tên trường",
    "category": "Danh mục",
    "subCategory": "Danh mục con {level}",
    "keyword": "Tên biểu mẫu",
    "choose": "Chọn…",
    "any": "Bất kỳ",
    "search": "Tìm kiếm",
    "clear": "Xóa",
    "resultsTitle": "Biểu mẫu",
    "resultsTotal": "Tìm thấy {total} biểu mẫu",
    "select": "Chọn {name}",
    "selectAll": "Chọn tất cả biểu mẫu",
    "download": "Tải xuống",
    "downloadNamed": "Tải xuống {name}",
    "downloadSelected": "Tải xuống mục đã chọn ({count})",
    "downloading": "Đang chuẩn bị tệp tải xuống"
  },
  "formMessages": {
    "formCountryRequired": "Vui lòng chọn quốc gia của trường",
    "formInstitutionRequired": "Vui lòng chọn tên trường",
    "fileNotFound": "Không tìm thấy tệp tài nguyên",
    "downloadSuccessful": "Thành công: {name}",
    "downloadSaveFailed": "Không tìm thấy tài nguyên: {name}",
    "downloadRequestFailed": "Yêu cầu thất bại với mã trạng thái: {status}",
    "downloadIdsRequired": "Hãy cung cấp ID tệp trong header fileID (phân tách bằng dấu phẩy nếu có nhiều ID).",
    "downloadIdsInvalid": "ID tệp phải là số nguyên dương, phân tách bằng dấu phẩy.",
    "downloadTooMany": "Chỉ có thể tải xuống tối đa {max} tệp cùng lúc.",
    "downloadTypeInvalid": "Loại tải xuống (header key) phải là EFM (biểu mẫu), EEM (tài liệu sự kiện) hoặc EDN (tài liệu thông tin cá nhân).",
    "downloadSignIn": "Vui lòng đăng nhập để tải tệp xuống.",
    "uploadFileRequired": "Vui lòng chọn tệp để tải lên.",
    "uploadNotMultipart": "Hãy gửi tệp dưới dạng multipart/form-data trong trường “file”.",
    "uploadFileTooLarge": "Tệp quá lớn: tối đa {max} MB.",
    "uploadImageTooLarge": "Ảnh quá lớn: tối đa {max} MB.",
    "uploadFileType": "Chỉ có thể tải lên tệp PDF, Word (.doc, .docx), văn bản OpenDocument (.odt), văn bản thuần (.txt), PNG, JPEG hoặc WEBP.",
    "uploadFileHint": "Bạn có thể đính kèm tệp PDF, Word (.doc, .docx), văn bản OpenDocument (.odt), văn bản thuần (.txt), PNG, JPEG hoặc WEBP, mỗi tệp tối đa {max} MB.",
    "uploadImageType": "Chỉ được tải lên tệp có định dạng: {list}."
  }
};

export default words;
