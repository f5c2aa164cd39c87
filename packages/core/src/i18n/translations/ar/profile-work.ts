import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "الخبرة العملية",
    "add": "إضافة خبرة عملية",
    "edit": "تعديل الخبرة العملية",
    "employer": "جهة العمل",
    "position": "المنصب",
    "reportTo": "المسؤول المباشر",
    "mainDuties": "المهام الرئيسية",
    "startDate": "تاريخ البدء",
    "endDate": "تاريخ الانتهاء",
    "current": "هذه وظيفتي الحالية",
    "contactTitle": "جهة الاتصال لدى جهة العمل",
    "contactName": "اسم جهة الاتصال",
    "postcode": "الرمز البريدي",
    "address1": "سطر العنوان 1",
    "address2": "سطر العنوان 2",
    "address3": "سطر العنوان 3",
    "phone": "الهاتف",
    "fax": "الفاكس",
    "mobile": "الجوال",
    "email": "البريد الإلكتروني",
    "dates": "التواريخ",
    "present": "حتى الآن",
    "save": "حفظ",
    "cancel": "إلغاء",
    "editAction": "تعديل",
    "deleteAction": "حذف",
    "deleteConfirmTitle": "حذف",
    "deleteConfirm": "حذف هذه الخبرة العملية؟",
    "yes": "نعم",
    "next": "التالي",
    "back": "السابق"
  },
  "workMessages": {
    "workStartFuture": "يجب أن يكون تاريخ البدء قبل التاريخ الحالي",
    "workEndOrCurrent": "يُرجى تحديد خانة «وظيفتي الحالية» إذا كانت هذه وظيفتك الحالية",
    "workDateOrder": "يجب أن يكون تاريخ بدء العمل قبل تاريخ انتهائه.",
    "workEmployerRequired": "جهة العمل مطلوبة",
    "workPositionRequired": "المنصب مطلوب",
    "workReportToRequired": "المسؤول المباشر مطلوب",
    "workContactNameRequired": "اسم جهة الاتصال مطلوب",
    "workCountryRequired": "الدولة مطلوبة",
    "workStateRequired": "الولاية/المنطقة مطلوبة",
    "workCityRequired": "المدينة مطلوبة",
    "workPostcodeRequired": "الرمز البريدي مطلوب",
    "workAddressRequired": "سطر العنوان 1 مطلوب",
    "workInvalidEmail": "بريد إلكتروني غير صالح",
    "workPlaceUnknown": "يُرجى الاختيار من القائمة",
    "workSaved": "تم حفظ البيانات بنجاح.",
    "workDeleted": "تم حذف السجل.",
    "workNotFound": "لم يُعثر على السجل."
  }
};

export default words;
