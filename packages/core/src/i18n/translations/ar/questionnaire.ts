import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "يُرجى الإجابة عن السؤال",
    "oneChoiceOnly": "يُرجى اختيار إجابة واحدة فقط.",
    "choiceUnknown": "يُرجى اختيار إحدى إجابات السؤال.",
    "dateInvalid": "يُرجى إدخال تاريخ صالح.",
    "tooManyValues": "الحد الأقصى لعدد الإجابات على هذا السؤال: {max}.",
    "fileUnknown": "لم يُعثر على الملف. يُرجى تحميله مرة أخرى.",
    "applicationSubmitted": "تم تقديم هذا الطلب: لم يعد بالإمكان تغيير إجاباته.",
    "surveyNotFound": "لم يُعثر على الاستبيان",
    "questionNotFound": "لم يُعثر على السؤال",
    "applicationNotFound": "لم يُعثر على الطلب",
    "heading": "الاستبيان",
    "loading": "جارٍ تحميل الاستبيان…",
    "progress": "السؤال {n} من {total}",
    "mandatoryMark": "مطلوب",
    "back": "السابق",
    "next": "التالي",
    "submit": "إرسال",
    "noQuestions": "لا يحتوي هذا الاستبيان على أسئلة.",
    "done": "شكرًا لك: تمت الإجابة عن جميع الأسئلة.",
    "answerLabel": "إجابتك",
    "textFieldLabel": "الإجابة {n}",
    "dateFieldLabel": "التاريخ {n}",
    "dateLabel": "التاريخ",
    "choosePlaceholder": "اختيار…",
    "fileLabel": "الملف",
    "uploadFile": "تحميل ملف",
    "replaceFile": "استبدال الملف",
    "uploading": "جارٍ التحميل…",
    "currentFile": "تم التحميل: {name}",
    "commentLabel": "تعليق"
  }
};

export default words;
