import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "البحث عن منحة دراسية",
    "country": "الدولة",
    "institution": "المؤسسة التعليمية",
    "levelGroup": "مجموعة المستوى الدراسي",
    "majorArea": "مجال الدراسة",
    "minorArea": "التخصص الفرعي",
    "keyword": "اسم المنحة الدراسية أو المؤسسة التعليمية",
    "any": "الكل",
    "search": "بحث",
    "clear": "مسح",
    "resultsTitle": "المنح الدراسية",
    "resultsTotal": "{total, plural, zero {لم يُعثر على أي منحة دراسية} one {تم العثور على منحة دراسية واحدة} two {تم العثور على منحتين دراسيتين} few {تم العثور على # منح دراسية} many {تم العثور على # منحة دراسية} other {تم العثور على # منحة دراسية}}",
    "resultsRange": "عرض {from}–{to} من {total}",
    "details": "تفاصيل المنحة الدراسية",
    "amount": "المبلغ",
    "opens": "تاريخ الفتح",
    "closes": "آخر موعد",
    "closed": "مغلقة",
    "anyLevel": "أي مستوى دراسي",
    "offeredIn": "متاحة في",
    "print": "عرض الطباعة",
    "overview": "نظرة عامة",
    "eligibility": "الأهلية",
    "courses": "البرامج",
    "courseCount": "{count, plural, one {برنامج واحد} two {برنامجان} few {# برامج} many {# برنامجًا} other {# برنامج}} في {institution} مؤهَّلة لهذه المنحة الدراسية.",
    "viewCourses": "عرض هذه البرامج",
    "noCourses": "لا توجد برامج مدرجة حاليًا لهذه المنحة الدراسية.",
    "institutionSection": "المؤسسة التعليمية",
    "web": "الموقع الإلكتروني"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "لم يُعثر على المنحة الدراسية.",
    "scholarshipRowsOutOfRange": "يجب أن تبدأ الصفوف من 0 فما فوق، وبحد أقصى {max} في المرة الواحدة (from ≤ to)."
  }
};

export default words;
