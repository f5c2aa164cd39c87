import type { AreaWords } from '../../types.js';

/** Vietnamese: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "Lưu bản nháp",
    "saveAndPublish": "Lưu và xuất bản",
    "save": "Lưu",
    "publish": "Xuất bản",
    "archive": "Lưu trữ",
    "unarchive": "Chuyển về bản nháp"
  }
};

export default words;
