import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "छात्रवृत्ति खोजें",
    "country": "देश",
    "institution": "संस्थान",
    "levelGroup": "अध्ययन स्तर समूह",
    "majorArea": "अध्ययन क्षेत्र",
    "minorArea": "उप अध्ययन क्षेत्र",
    "keyword": "छात्रवृत्ति या संस्थान का नाम",
    "any": "कोई भी",
    "search": "खोजें",
    "clear": "साफ़ करें",
    "resultsTitle": "छात्रवृत्तियाँ",
    "resultsTotal": "{total, plural, =0 {कोई छात्रवृत्ति नहीं मिली} one {# छात्रवृत्ति मिली} other {# छात्रवृत्तियाँ मिलीं}}",
    "resultsRange": "{total} में से {from}–{to} दिखाई जा रही हैं",
    "details": "छात्रवृत्ति का विवरण",
    "amount": "राशि",
    "opens": "आरंभ",
    "closes": "अंतिम तिथि",
    "closed": "बंद",
    "anyLevel": "कोई भी अध्ययन स्तर",
    "offeredIn": "कहाँ उपलब्ध",
    "print": "प्रिंट दृश्य",
    "overview": "अवलोकन",
    "eligibility": "पात्रता",
    "courses": "कोर्स",
    "courseCount": "{count, plural, one {{institution} का # कोर्स इस छात्रवृत्ति के लिए पात्र है।} other {{institution} के # कोर्स इस छात्रवृत्ति के लिए पात्र हैं।}}",
    "viewCourses": "ये कोर्स देखें",
    "noCourses": "इस छात्रवृत्ति के लिए अभी कोई कोर्स सूचीबद्ध नहीं है।",
    "institutionSection": "संस्थान",
    "web": "वेब"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "छात्रवृत्ति नहीं मिली।",
    "scholarshipRowsOutOfRange": "पंक्तियाँ 0 से ऊपर की ओर होनी चाहिए, एक बार में अधिकतम {max} (from ≤ to)।"
  }
};

export default words;
