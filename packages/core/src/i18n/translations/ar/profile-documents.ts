import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "المستند",
    "documentType": "نوع المستند",
    "chooseFile": "اختيار ملف",
    "uploading": "جارٍ التحميل…",
    "attached": "مرفق: {name}",
    "removeFile": "إزالة الملف",
    "download": "تنزيل {name}",
    "choose": "اختيار…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "الملف موجود بالفعل",
    "docTypeRequired": "نوع المستند مطلوب عند إرفاق ملف",
    "docTypeUnknown": "يُرجى اختيار نوع مستند من القائمة.",
    "fileRequired": "يُرجى اختيار ملف لإرفاقه."
  }
};

export default words;
