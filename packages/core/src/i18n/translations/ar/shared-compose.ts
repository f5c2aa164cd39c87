import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "جارٍ تحميل المحرر…",
    "formatting": "التنسيق",
    "bold": "غامق",
    "italic": "مائل",
    "bulletList": "قائمة نقطية",
    "orderedList": "قائمة مرقّمة",
    "link": "رابط",
    "linkAddress": "عنوان الرابط",
    "removeLink": "إزالة الرابط",
    "done": "تم",
    "cancel": "إلغاء",
    "attachments": "المرفقات",
    "attach": "إرفاق ملف",
    "removeAttachment": "إزالة {name}",
    "uploading": "جارٍ التحميل…"
  }
};

export default words;
