import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "الطلب {id}",
    "subtitle": "{name}",
    "submittedOn": "قُدِّم في {date}",
    "withdrawnOn": "سُحب في {date}",
    "courses": "البرامج",
    "courseColumns": [
      "البرنامج",
      "المؤسسة التعليمية",
      "الحرم الجامعي",
      "نمط الدراسة",
      "الدرجة العلمية",
      "موعد الالتحاق",
      "الحالة"
    ],
    "basic": "البيانات الأساسية",
    "basicLabels": {
      "title": "اللقب",
      "firstName": "الاسم الأول",
      "middleName": "الاسم الأوسط",
      "lastName": "اسم العائلة",
      "gender": "الجنس",
      "dateOfBirth": "تاريخ الميلاد",
      "nationality": "الجنسية",
      "birthCountry": "بلد الميلاد",
      "email": "البريد الإلكتروني",
      "phone": "الهاتف",
      "mobile": "الجوال",
      "address": "العنوان"
    },
    "qualifications": "المؤهلات",
    "qualificationColumns": [
      "الدولة",
      "المستوى",
      "المؤهل",
      "المؤسسة التعليمية",
      "من",
      "إلى",
      "الجهة المانحة",
      "الدرجات",
      "المستندات"
    ],
    "englishTests": "اختبارات اللغة الإنجليزية",
    "englishTestColumns": [
      "الاختبار",
      "التاريخ",
      "رقم التقرير",
      "الدرجات",
      "المستندات"
    ],
    "passports": "جوازات السفر",
    "passportColumns": [
      "الدولة",
      "النوع",
      "الرقم",
      "تاريخ الإصدار",
      "تاريخ الانتهاء",
      "المستندات"
    ],
    "visas": "التأشيرات",
    "visaColumns": [
      "الدولة",
      "الرقم",
      "النوع",
      "الفئة الفرعية",
      "تاريخ المنح",
      "تاريخ الانتهاء",
      "المستندات"
    ],
    "family": "العائلة",
    "familyColumns": [
      "صلة القرابة",
      "الاسم",
      "تاريخ الميلاد",
      "الجنس",
      "بلد الميلاد",
      "مرافق"
    ],
    "experience": "الخبرة العملية",
    "experienceColumns": [
      "جهة العمل",
      "المنصب",
      "البداية",
      "النهاية",
      "المهام الرئيسية"
    ],
    "current": "حاليًا",
    "flags": "مخالفة التأشيرة ورفضها",
    "flagLabels": {
      "visaViolation": "مخالفة شروط التأشيرة",
      "violationDetail": "تفاصيل المخالفة",
      "refused": "رفض طلب تأشيرة",
      "refusedCountry": "الدولة الرافضة",
      "refusedDetail": "تفاصيل الرفض"
    },
    "answers": "الإجابات على الأسئلة",
    "yes": "نعم",
    "no": "لا",
    "pageOf": "الصفحة {page} من {pages}"
  }
};

export default words;
