import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "حفظ كمسودة",
    "saveAndPublish": "حفظ ونشر",
    "save": "حفظ",
    "publish": "نشر",
    "archive": "أرشفة",
    "unarchive": "إعادة إلى المسودات"
  }
};

export default words;
