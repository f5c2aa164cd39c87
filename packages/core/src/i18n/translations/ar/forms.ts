import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "البحث عن نموذج",
    "country": "دولة المؤسسة التعليمية",
    "institution": "اسم المؤسسة التعليمية",
    "category": "الفئة",
    "subCategory": "الفئة الفرعية {level}",
    "keyword": "اسم النموذج",
    "choose": "اختيار…",
    "any": "الكل",
    "search": "بحث",
    "clear": "مسح",
    "resultsTitle": "النماذج",
    "resultsTotal": "{total, plural, zero {لم يُعثر على أي نموذج} one {تم العثور على نموذج واحد} two {تم العثور على نموذجين} few {تم العثور على # نماذج} many {تم العثور على # نموذجًا} other {تم العثور على # نموذج}}",
    "select": "تحديد {name}",
    "selectAll": "تحديد كل النماذج",
    "download": "تنزيل",
    "downloadNamed": "تنزيل {name}",
    "downloadSelected": "تنزيل المحدد ({count})",
    "downloading": "جارٍ تجهيز التنزيل"
  },
  "formMessages": {
    "formCountryRequired": "دولة المؤسسة التعليمية مطلوبة",
    "formInstitutionRequired": "اسم المؤسسة التعليمية مطلوب",
    "fileNotFound": "لم يُعثر على ملف المورد",
    "downloadSuccessful": "تم بنجاح: {name}",
    "downloadSaveFailed": "لم يُعثر على المورد: {name}",
    "downloadRequestFailed": "فشل الطلب، رمز الحالة: {status}",
    "downloadIdsRequired": "يجب إرسال معرّفات الملفات في الترويسة fileID (مفصولة بفواصل عند تعددها).",
    "downloadIdsInvalid": "يجب أن تكون معرّفات الملفات أعدادًا صحيحة موجبة مفصولة بفواصل.",
    "downloadTooMany": "الحد الأقصى لعدد الملفات التي يمكن تنزيلها في المرة الواحدة: {max}.",
    "downloadTypeInvalid": "يجب أن يكون نوع التنزيل (الترويسة key) إما EFM (نموذج) أو EEM (مستند فعالية) أو EDN (مستند ملف شخصي).",
    "downloadSignIn": "يُرجى تسجيل الدخول لتنزيل الملفات.",
    "uploadFileRequired": "يُرجى اختيار ملف لتحميله.",
    "uploadNotMultipart": "يجب إرسال الملف بصيغة multipart/form-data في الحقل \"file\".",
    "uploadFileTooLarge": "حجم الملف كبير جدًا: الحد الأقصى {max} ميغابايت.",
    "uploadImageTooLarge": "حجم الصورة كبير جدًا: الحد الأقصى {max} ميغابايت.",
    "uploadFileType": "لا يمكن تحميل إلا ملفات PDF أو Word ‏(.doc، .docx) أو نصوص OpenDocument ‏(.odt) أو النصوص العادية (.txt) أو PNG أو JPEG أو WEBP.",
    "uploadFileHint": "يمكنك إرفاق ملفات PDF أو Word ‏(.doc، .docx) أو نصوص OpenDocument ‏(.odt) أو النصوص العادية (.txt) أو PNG أو JPEG أو WEBP، بحجم أقصى {max} ميغابايت لكل ملف.",
    "uploadImageType": "لا يُسمح إلا بتحميل ملفات ({list})."
  }
};

export default words;
