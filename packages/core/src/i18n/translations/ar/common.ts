import type { AreaWords } from '../../types.js';

/** Arabic: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "رجوع",
    "titleWarning": "تحذير",
    "titleInformation": "معلومات",
    "titleInfo": "معلومة",
    "titleSuccess": "تم بنجاح",
    "titleFailed": "فشل",
    "titleError": "خطأ",
    "apiNotRunning": "واجهة API لا تعمل.",
    "noRecords": "لم يُعثر على أي سجلات",
    "signInRequired": "يُرجى تسجيل الدخول للمتابعة.",
    "required": "مطلوب",
    "sessionExpired": "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "تسجيل الدخول",
    "signInTitle": "تسجيل الدخول",
    "signOutAction": "تسجيل الخروج",
    "invalidDate": "تاريخ غير صالح",
    "pageOutOfRange": "يجب أن يكون رقم الصفحة عددًا صحيحًا من 1 إلى {last}.",
    "removeAction": "إزالة",
    "ok": "موافق",
    "close": "إغلاق",
    "dismissNotice": "تجاهل",
    "loading": "جارٍ التحميل…",
    "readMore": "قراءة المزيد",
    "readLess": "عرض أقل",
    "expandAll": "توسيع الكل",
    "collapseAll": "طي الكل",
    "printNow": "طباعة",
    "closePrint": "إغلاق عرض الطباعة",
    "pagination": "التنقل بين الصفحات",
    "pageSize": "عدد الصفوف في الصفحة",
    "goToPage": "الانتقال إلى الصفحة",
    "go": "انتقال",
    "firstPage": "الصفحة الأولى",
    "previousPage": "الصفحة السابقة",
    "nextPage": "الصفحة التالية",
    "lastPage": "الصفحة الأخيرة",
    "pageNumber": "الصفحة {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "اللغة"
  }
};

export default words;
