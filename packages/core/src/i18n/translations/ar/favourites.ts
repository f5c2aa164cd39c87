import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "يُرجى تسجيل الدخول لحفظ المفضلة.",
    "favouritesTitle": "المفضلة",
    "favouriteCategories": "فئات المفضلة",
    "favouriteToggle": "المفضلة: {name}",
    "favouriteRemove": "إزالة {name} من المفضلة",
    "favouriteTabCourses": "البرامج",
    "favouriteTabInstitutions": "المؤسسات التعليمية",
    "favouriteTabAgents": "الوكلاء",
    "favouriteTabEvents": "الفعاليات",
    "favouriteTabScholarships": "المنح الدراسية",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "يبدأ في {date}",
    "favouriteDates": "من {from} إلى {to}",
    "favouriteCloses": "يُغلق في {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "الفئة مطلوبة",
    "favouriteCategoryInvalid": "يجب أن تكون الفئة C (موعد التحاق ببرنامج) أو I (مؤسسة تعليمية) أو A (وكيل) أو E (فعالية) أو S (منحة دراسية).",
    "favouriteReferenceRequired": "ReferenceFk مطلوب",
    "favouriteReferenceInvalid": "يجب أن يكون ReferenceFk عددًا صحيحًا موجبًا.",
    "favouritePreferenceRequired": "PreferenceFk مطلوب",
    "favouritePreferenceInvalid": "يجب أن يكون PreferenceFk عددًا صحيحًا موجبًا.",
    "favouriteFlagInvalid": "يجب أن تكون قيمة FavFlag إما true أو false.",
    "favouriteNotFound": "لم يُعثر على هذا العنصر في المفضلة.",
    "favouriteIntakeNotFound": "لم يُعثر على موعد الالتحاق بالبرنامج.",
    "favouriteInstitutionNotFound": "لم يُعثر على المؤسسة التعليمية.",
    "favouriteAgentNotFound": "لم يُعثر على الوكيل.",
    "favouriteEventNotFound": "لم يُعثر على الفعالية.",
    "favouriteScholarshipNotFound": "لم يُعثر على المنحة الدراسية."
  }
};

export default words;
