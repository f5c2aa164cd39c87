import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "Tài liệu",
    "documentType": "Loại tài liệu",
    "chooseFile": "Chọn tệp",
    "uploading": "Đang tải lên…",
    "attached": "Đã đính kèm: {name}",
    "removeFile": "Bỏ tệp",
    "download": "Tải xuống {name}",
    "choose": "Chọn…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "Tệp đã tồn tại",
    "docTypeRequired": "Phải chọn loại tài liệu khi đính kèm tệp",
    "docTypeUnknown": "Hãy chọn loại tài liệu từ danh sách.",
    "fileRequired": "Hãy chọn tệp để đính kèm."
  }
};

export default words;
