import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "البحث عن برنامج",
    "searchText": "مجال الدراسة أو اسم البرنامج",
    "keyword": "اسم البرنامج أو مجال الدراسة",
    "country": "دولة المؤسسة التعليمية",
    "state": "الولاية/المنطقة",
    "city": "المدينة",
    "levelGroup": "مجموعة المستوى الدراسي",
    "award": "الدرجة العلمية",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} و{count} غيرها",
    "majorArea": "مجال الدراسة",
    "minorArea": "التخصص الفرعي",
    "studyMode": "نمط الدراسة",
    "intakeDate": "موعد الالتحاق ابتداءً من",
    "searchBy": "البحث حسب",
    "byLocation": "الموقع",
    "byName": "الاسم",
    "sortBy": "الترتيب حسب",
    "sortByName": "الاسم",
    "sortByLocation": "الموقع",
    "any": "الكل",
    "choose": "اختيار…",
    "search": "بحث",
    "clear": "مسح",
    "resultsTitle": "البرامج",
    "resultsTotal": "{total, plural, zero {لم يُعثر على أي برنامج} one {تم العثور على برنامج واحد} two {تم العثور على برنامجين} few {تم العثور على # برامج} many {تم العثور على # برنامجًا} other {تم العثور على # برنامج}}",
    "resultsRange": "عرض {from}–{to} من {total}",
    "noSearch": "لا يوجد بحث لعرضه بعد. يُرجى تحديد معايير البحث في صفحة البحث عن البرامج.",
    "toSearch": "الانتقال إلى البحث عن البرامج",
    "campus": "الحرم الجامعي",
    "location": "الموقع",
    "startDate": "تاريخ البدء",
    "annualFee": "الرسوم السنوية",
    "feeNotPublished": "الرسوم غير منشورة",
    "overview": "نظرة عامة",
    "description": "الوصف",
    "details": "تفاصيل البرنامج",
    "amount": "المبلغ",
    "closes": "آخر موعد"
  },
  "courseMessages": {
    "courseSearchTextRequired": "يجب إدخال 3 أحرف على الأقل في حقل «مجال الدراسة أو اسم البرنامج»",
    "courseInstitutionCountryRequired": "دولة المؤسسة التعليمية مطلوبة",
    "courseStudyLevelGroupRequired": "مجموعة المستوى الدراسي مطلوبة",
    "courseFilterMissing": "الحقول التالية مطلوبة: {items}",
    "courseFilterItemText": "مجال الدراسة أو اسم البرنامج",
    "courseFilterItemCountry": "دولة المؤسسة التعليمية",
    "courseFilterItemGroup": "مجموعة المستوى الدراسي",
    "courseCountryRequired": "الدولة مطلوبة",
    "courseSearchTooLong": "الحد الأقصى لعدد أحرف «مجال الدراسة أو اسم البرنامج»: {max}"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "يجب أن تبدأ الصفوف من 0 فما فوق، وبحد أقصى {max} في المرة الواحدة (from ≤ to).",
    "courseNotFound": "لم يُعثر على البرنامج.",
    "courseInstitutionNotFound": "لم يُعثر على المؤسسة التعليمية.",
    "courseStudyAreaNotFound": "لم يُعثر على مجال الدراسة.",
    "courseCampusNotFound": "لم يُعثر على الحرم الجامعي لهذا البرنامج.",
    "courseIntakeNotFound": "لم يُعثر على موعد الالتحاق لهذا البرنامج."
  }
};

export default words;
