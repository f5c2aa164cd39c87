import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "कोर्स खोजें",
    "searchText": "अध्ययन क्षेत्र या कोर्स का नाम",
    "keyword": "कोर्स का नाम या अध्ययन क्षेत्र",
    "country": "संस्थान का देश",
    "state": "राज्य",
    "city": "शहर",
    "levelGroup": "अध्ययन स्तर समूह",
    "award": "उपाधि",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} और {count} अन्य",
    "majorArea": "अध्ययन क्षेत्र",
    "minorArea": "उप अध्ययन क्षेत्र",
    "studyMode": "अध्ययन मोड",
    "intakeDate": "प्रवेश सत्र (से)",
    "searchBy": "इसके अनुसार खोजें",
    "byLocation": "स्थान",
    "byName": "नाम",
    "sortBy": "क्रमबद्ध करें",
    "sortByName": "नाम",
    "sortByLocation": "स्थान",
    "any": "कोई भी",
    "choose": "चुनें…",
    "search": "खोजें",
    "clear": "साफ़ करें",
    "resultsTitle": "कोर्स",
    "resultsTotal": "{total, plural, =0 {कोई कोर्स नहीं मिला} one {# कोर्स मिला} other {# कोर्स मिले}}",
    "resultsRange": "{total} में से {from}–{to} दिखाए जा रहे हैं",
    "noSearch": "अभी दिखाने के लिए कोई खोज नहीं है। कोर्स खोज में चुनें कि आप क्या ढूँढ रहे हैं।",
    "toSearch": "कोर्स खोज पर जाएँ",
    "campus": "कैंपस",
    "location": "स्थान",
    "startDate": "आरंभ",
    "annualFee": "वार्षिक शुल्क",
    "feeNotPublished": "शुल्क प्रकाशित नहीं",
    "overview": "अवलोकन",
    "description": "विवरण",
    "details": "कोर्स विवरण",
    "amount": "राशि",
    "closes": "अंतिम तिथि"
  },
  "courseMessages": {
    "courseSearchTextRequired": "अध्ययन क्षेत्र या कोर्स के नाम के कम से कम 3 अक्षर दर्ज करें",
    "courseInstitutionCountryRequired": "संस्थान का देश आवश्यक है",
    "courseStudyLevelGroupRequired": "अध्ययन स्तर समूह आवश्यक है",
    "courseFilterMissing": "{items} आवश्यक है",
    "courseFilterItemText": "अध्ययन क्षेत्र या कोर्स का नाम",
    "courseFilterItemCountry": "संस्थान का देश",
    "courseFilterItemGroup": "अध्ययन स्तर समूह",
    "courseCountryRequired": "देश आवश्यक है",
    "courseSearchTooLong": "अध्ययन क्षेत्र या कोर्स का नाम अधिकतम {max} अक्षरों का हो सकता है"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "पंक्तियाँ 0 से ऊपर की ओर होनी चाहिए, एक बार में अधिकतम {max} (from ≤ to)।",
    "courseNotFound": "कोर्स नहीं मिला।",
    "courseInstitutionNotFound": "संस्थान नहीं मिला।",
    "courseStudyAreaNotFound": "अध्ययन क्षेत्र नहीं मिला।",
    "courseCampusNotFound": "इस कोर्स के लिए कैंपस नहीं मिला।",
    "courseIntakeNotFound": "इस कोर्स के लिए प्रवेश सत्र नहीं मिला।"
  }
};

export default words;
