import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "طلباتي",
    "loading": "جارٍ تحميل طلباتك…",
    "emptyHint": "يمكنك البحث عن برنامج وتقديم طلبك عبر الإنترنت.",
    "findCourses": "البحث عن البرامج",
    "applicationNumber": "الطلب {number}",
    "applicationStatus": {
      "D": "مسودة",
      "S": "مُقدَّم",
      "W": "مسحوب"
    },
    "statusLabel": "الحالة",
    "createdLabel": "تاريخ الإنشاء",
    "submittedLabel": "تاريخ التقديم",
    "withdrawnLabel": "تاريخ السحب",
    "referenceLabel": "الرقم المرجعي للطالب",
    "coursesLabel": "البرامج",
    "institutionLabel": "المؤسسة التعليمية",
    "campusLabel": "الحرم الجامعي",
    "intakeLabel": "موعد الالتحاق",
    "studyModeLabel": "نمط الدراسة",
    "courseStatusLabel": "الحالة",
    "notSubmitted": "لم يُقدَّم",
    "timelineLabel": "المسار الزمني لـ {course}",
    "currentStatus": "(الحالة الحالية)",
    "conditionsLabel": "الشروط:",
    "reasonLabel": "السبب:",
    "continueAction": "متابعة",
    "continueApplication": "متابعة الطلب {number}",
    "deleteAction": "حذف",
    "deleteApplication": "حذف الطلب {number}",
    "withdrawAction": "سحب",
    "withdrawApplication": "سحب الطلب {number}",
    "resubmitAction": "إعادة التقديم",
    "resubmitApplication": "إعادة التقديم للطلب {number}",
    "pdfAction": "تنزيل PDF",
    "pdfApplication": "تنزيل PDF للطلب {number}",
    "acceptAction": "قبول العرض",
    "acceptOffer": "قبول العرض الخاص بـ {course}",
    "declineAction": "الاعتذار عن العرض",
    "declineOffer": "الاعتذار عن العرض الخاص بـ {course}",
    "deleteTitle": "حذف الطلب",
    "deleteConfirm": "حذف مسودة الطلب {number}؟ لا يمكن التراجع عن هذا الإجراء.",
    "withdrawTitle": "سحب الطلب",
    "withdrawConfirm": "سحب الطلب {number}؟ ستُسحب برامجه، ويبقى السجل محفوظًا.",
    "acceptTitle": "قبول العرض",
    "acceptConfirm": "قبول عرض القبول في {course} لدى {institution}؟",
    "declineTitle": "الاعتذار عن العرض",
    "declineConfirm": "الاعتذار عن عرض القبول في {course} لدى {institution}؟ لا يمكن التراجع عن هذا الإجراء.",
    "confirmYes": "نعم",
    "confirmCancel": "إلغاء",
    "offerAccepted": "تم قبول العرض.",
    "offerDeclined": "تم الاعتذار عن العرض."
  }
};

export default words;
