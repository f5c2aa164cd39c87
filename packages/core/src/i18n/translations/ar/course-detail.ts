import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "إجمالي الرسوم",
    "structure": "الهيكل",
    "campuses": "الحرم الجامعية",
    "intakes": "مواعيد الالتحاق",
    "scholarships": "المنح الدراسية",
    "courseCode": "رمز البرنامج",
    "duration": "المدة",
    "type": "مجموعة المستوى الدراسي",
    "studyArea": "مجال الدراسة",
    "studentType": "فئة الطالب",
    "seats": "المقاعد",
    "interviewRequired": "المقابلة مطلوبة",
    "minReference": "التزكيات المطلوبة",
    "termStart": "بداية الفصل الدراسي",
    "webAddress": "عنوان الموقع الإلكتروني",
    "yes": "نعم",
    "no": "لا",
    "noIntakes": "لا توجد مواعيد التحاق محددة.",
    "noScholarships": "لا توجد منح دراسية لهذا البرنامج."
  }
};

export default words;
