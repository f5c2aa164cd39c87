import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "कुल शुल्क",
    "structure": "संरचना",
    "campuses": "कैंपस",
    "intakes": "प्रवेश सत्र",
    "scholarships": "छात्रवृत्तियाँ",
    "courseCode": "कोर्स कोड",
    "duration": "अवधि",
    "type": "अध्ययन स्तर समूह",
    "studyArea": "अध्ययन क्षेत्र",
    "studentType": "छात्र का प्रकार",
    "seats": "सीटें",
    "interviewRequired": "इंटरव्यू आवश्यक",
    "minReference": "आवश्यक संदर्भ",
    "termStart": "सत्र आरंभ",
    "webAddress": "वेब पता",
    "yes": "हाँ",
    "no": "नहीं",
    "noIntakes": "कोई प्रवेश सत्र निर्धारित नहीं है।",
    "noScholarships": "इस कोर्स के लिए कोई छात्रवृत्ति नहीं है।"
  }
};

export default words;
