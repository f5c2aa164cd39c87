import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "الدولة",
    "state": "الولاية/المنطقة",
    "city": "المدينة",
    "choose": "اختيار…",
    "cityFilter": "البحث عن مدينة",
    "cityFilterHint": "يُرجى كتابة جزء من الاسم: تعرض القائمة المدن الأولى فقط (حتى {limit})."
  }
};

export default words;
