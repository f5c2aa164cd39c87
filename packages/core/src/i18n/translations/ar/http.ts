import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    "notFound": "لم يُعثر على المورد المطلوب.",
    "invalidInput": "إدخال غير صالح",
    "expectedType": "القيمة المتوقعة: {type}",
    "malformedBody": "نص الطلب ليس JSON صالحًا.",
    "unsupportedMediaType": "نوع المحتوى غير مدعوم. يجب إرسال JSON أو بيانات نموذج.",
    "bodyTooLarge": "نص الطلب كبير جدًا.",
    "badRequest": "تعذّر فهم الطلب.",
    "serverError": "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى لاحقًا.",
    "metricsTokenRequired": "تتطلب المقاييس تقديم METRICS_TOKEN كرمز Bearer."
  }
};

export default words;
