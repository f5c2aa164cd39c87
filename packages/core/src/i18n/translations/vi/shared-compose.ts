import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "Đang tải trình soạn thảo…",
    "formatting": "Định dạng",
    "bold": "In đậm",
    "italic": "In nghiêng",
    "bulletList": "Danh sách dấu đầu dòng",
    "orderedList": "Danh sách đánh số",
    "link": "Liên kết",
    "linkAddress": "Địa chỉ liên kết",
    "removeLink": "Bỏ liên kết",
    "done": "Xong",
    "cancel": "Hủy",
    "attachments": "Tệp đính kèm",
    "attach": "Đính kèm tệp",
    "removeAttachment": "Bỏ {name}",
    "uploading": "Đang tải lên…"
  }
};

export default words;
