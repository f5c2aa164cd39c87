import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "ملفي الشخصي",
    "profileSections": "أقسام الملف الشخصي",
    "checklistTitle": "الاستعداد للتقديم",
    "checklistIntro": "يعتمد الطلب على بيانات ملفك الشخصي. ما زال مطلوبًا:",
    "checklistComplete": "ملفك الشخصي جاهز لتقديم طلب.",
    "checklistItems": {
      "B": "البيانات الأساسية",
      "E": "مؤهل واحد على الأقل",
      "P": "جواز سفر (أو جواز سفر قيد الاستخراج)"
    },
    "checklistDone": "مكتمل",
    "checklistMissing": "مطلوب ({count}): {fields}",
    "checklistToDo": "غير مكتمل",
    "checklistOpen": "فتح {name}",
    "tabs": {
      "B": "البيانات الأساسية",
      "S": "التفضيلات الدراسية",
      "E": "التعليم",
      "W": "الخبرة العملية",
      "P": "جواز السفر والتأشيرة"
    }
  }
};

export default words;
