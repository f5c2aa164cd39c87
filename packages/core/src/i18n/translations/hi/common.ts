import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "पीछे",
    "titleWarning": "चेतावनी",
    "titleInformation": "जानकारी",
    "titleInfo": "जानकारी",
    "titleSuccess": "सफल",
    "titleFailed": "विफल",
    "titleError": "त्रुटि",
    "apiNotRunning": "API नहीं चल रहा है।",
    "noRecords": "कोई रिकॉर्ड नहीं मिला",
    "signInRequired": "जारी रखने के लिए कृपया साइन इन करें।",
    "required": "आवश्यक",
    "sessionExpired": "आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "साइन इन करें",
    "signInTitle": "साइन इन करें",
    "signOutAction": "साइन आउट करें",
    "invalidDate": "अमान्य तारीख",
    "pageOutOfRange": "पृष्ठ 1 से {last} तक की पूर्ण संख्या होना चाहिए।",
    "removeAction": "हटाएँ",
    "ok": "ठीक है",
    "close": "बंद करें",
    "dismissNotice": "खारिज करें",
    "loading": "लोड हो रहा है…",
    "readMore": "और पढ़ें",
    "readLess": "कम पढ़ें",
    "expandAll": "सभी खोलें",
    "collapseAll": "सभी बंद करें",
    "printNow": "प्रिंट करें",
    "closePrint": "प्रिंट दृश्य बंद करें",
    "pagination": "पृष्ठ क्रमांकन",
    "pageSize": "प्रति पृष्ठ पंक्तियाँ",
    "goToPage": "पृष्ठ पर जाएँ",
    "go": "जाएँ",
    "firstPage": "पहला पृष्ठ",
    "previousPage": "पिछला पृष्ठ",
    "nextPage": "अगला पृष्ठ",
    "lastPage": "अंतिम पृष्ठ",
    "pageNumber": "पृष्ठ {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "भाषा"
  }
};

export default words;
