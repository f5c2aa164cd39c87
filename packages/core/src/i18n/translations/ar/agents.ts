import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "البحث عن وكيل",
    "country": "الدولة",
    "state": "الولاية/المنطقة",
    "city": "المدينة",
    "keyword": "اسم الوكيل",
    "distance": "المسافة من المدينة",
    "distanceValue": "{km} كم",
    "distanceHint": "الوكلاء الذين لديهم مكتب ضمن هذه المسافة من المدينة المختارة.",
    "refine": "خيارات إضافية",
    "refineLess": "خيارات أقل",
    "institution": "المؤسسة التعليمية الممثَّلة",
    "instCountry": "دولة المؤسسة التعليمية",
    "instState": "ولاية/منطقة المؤسسة التعليمية",
    "instCity": "مدينة المؤسسة التعليمية",
    "instKeyword": "اسم المؤسسة التعليمية",
    "sortBy": "الترتيب حسب",
    "byLocation": "الموقع",
    "byName": "الاسم",
    "any": "الكل",
    "choose": "اختيار…",
    "search": "بحث",
    "clear": "مسح",
    "resultsTitle": "الوكلاء",
    "resultsTotal": "{total, plural, zero {لم يُعثر على أي وكيل} one {تم العثور على وكيل واحد} two {تم العثور على وكيلين} few {تم العثور على # وكلاء} many {تم العثور على # وكيلًا} other {تم العثور على # وكيل}}",
    "distanceAway": "على بعد {km} كم",
    "mapLabel": "خريطة الوكلاء",
    "overview": "نظرة عامة",
    "locations": "المواقع",
    "headOffice": "المكتب الرئيسي",
    "professionalBodies": "الهيئات المهنية",
    "membershipNo": "رقم العضوية {number}",
    "institutions": "المؤسسات التعليمية الممثَّلة",
    "contacts": "جهات الاتصال",
    "phone": "الهاتف",
    "email": "البريد الإلكتروني",
    "web": "عنوان الموقع الإلكتروني",
    "legalName": "الاسم القانوني",
    "locationHead": "مسؤول الموقع",
    "location": "الموقع",
    "rowsPerPage": "عدد الصفوف في الصفحة"
  },
  "agentMessages": {
    "agentCountryRequired": "الدولة مطلوبة",
    "agentCountryOrKeywordRequired": "الدولة أو الكلمة المفتاحية مطلوبة",
    "agentNotFound": "لم يُعثر على الوكيل.",
    "agentLocationNotFound": "لم يُعثر على موقع الوكيل."
  }
};

export default words;
