import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "يُرجى اختيار أكثر من برنامج واحد.",
    "compareMaximum": "يمكنك اختيار 10 برامج كحد أقصى للمقارنة.",
    "compareTitle": "مقارنة البرامج",
    "compareAction": "مقارنة",
    "compareToggle": "مقارنة {name}",
    "compareRemove": "إزالة {name} من المقارنة",
    "compareClear": "مسح المقارنة",
    "compareSelected": "تم اختيار {count} من 10 برامج"
  }
};

export default words;
