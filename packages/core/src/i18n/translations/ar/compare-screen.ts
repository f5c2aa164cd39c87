import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "البرامج المقارَنة",
    "compareCarouselRole": "عرض دوّار",
    "comparePrevious": "البرامج السابقة",
    "compareNext": "البرامج التالية",
    "compareShowing": "البرامج {first} إلى {last} من {count}",
    "compareInstitution": "المؤسسة التعليمية",
    "compareLocation": "الموقع",
    "compareAward": "الدرجة العلمية",
    "compareLevel": "المستوى الدراسي",
    "compareStudyArea": "مجال الدراسة",
    "compareStudyMode": "نمط الدراسة",
    "compareDuration": "المدة",
    "compareIntake": "موعد الالتحاق",
    "compareSeats": "المقاعد",
    "compareAnnualFee": "الرسوم السنوية",
    "compareTotalCost": "التكلفة الإجمالية",
    "compareInterview": "المقابلة مطلوبة",
    "compareScholarships": "المنح الدراسية",
    "compareDetail": "عرض التفاصيل",
    "compareNotAvailable": "–",
    "yes": "نعم",
    "no": "لا"
  }
};

export default words;
