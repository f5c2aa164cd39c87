import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "مُقدَّم",
      "REV": "قيد المراجعة",
      "OFC": "عرض قبول مشروط",
      "OFU": "عرض قبول غير مشروط",
      "REJ": "مرفوض",
      "ACC": "مقبول",
      "DEC": "مُعتذَر عنه",
      "WDR": "مسحوب"
    },
    "applicationDeleted": "تم حذف الطلب.",
    "applicationWithdrawn": "تم سحب الطلب.",
    "alreadyWithdrawn": "تم سحب هذا الطلب بالفعل.",
    "moveNotAllowed": "لا يمكن نقل هذا الطلب من «{from}» إلى «{to}».",
    "pdfNeedsSubmission": "يجب تقديم الطلب أولًا: يعرض ملف PDF الطلب كما قُدِّم.",
    "applicationNotFound": "لم يُعثر على الطلب.",
    "courseEntryNotFound": "لم يُعثر على البرنامج في الطلب.",
    "partnerKeyMissing": "مفتاح الشريك مطلوب: يجب إرسال الترويسة Authorization: Bearer <partner key>.",
    "partnerKeyInvalid": "مفتاح الشريك هذا غير صالح أو تم إلغاؤه.",
    "partnerFileNotFound": "لم يُعثر على ملف المورد",
    "conditionsRequired": "يُرجى ذكر شروط عرض القبول.",
    "mailStatusSubject": "طلبك للبرنامج {course}: {status}",
    "mailStatusIntro": "أصبحت حالة طلبك للبرنامج {course} في {institution} ({campus}، موعد الالتحاق {intake}): {status}.",
    "mailStatusConditions": "شروط عرض القبول:",
    "mailStatusReason": "السبب المذكور:",
    "mailStatusAction": "يمكنك الاطلاع على المسار الزمني الكامل في «طلباتي»:",
    "mailStatusButton": "فتح «طلباتي»"
  },
  "applyMessages": {
    "applyAction": "تقديم طلب",
    "applyCourse": "تقديم طلب للالتحاق بـ {name}",
    "applyDetailsIncomplete": "يُرجى أولًا تحديث بياناتك الأساسية وبيانات الاتصال",
    "applySignIn": "يُرجى تسجيل الدخول للتقديم عبر الإنترنت."
  }
};

export default words;
