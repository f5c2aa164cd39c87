import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "आवेदन {id}",
    "subtitle": "{name}",
    "submittedOn": "{date} को जमा किया गया",
    "withdrawnOn": "{date} को वापस लिया गया",
    "courses": "कोर्स",
    "courseColumns": [
      "कोर्स",
      "संस्थान",
      "कैंपस",
      "अध्ययन मोड",
      "उपाधि",
      "प्रवेश सत्र",
      "स्थिति"
    ],
    "basic": "बुनियादी विवरण",
    "basicLabels": {
      "title": "संबोधन",
      "firstName": "पहला नाम",
      "middleName": "मध्य नाम",
      "lastName": "उपनाम",
      "gender": "लिंग",
      "dateOfBirth": "जन्म तिथि",
      "nationality": "राष्ट्रीयता",
      "birthCountry": "जन्म का देश",
      "email": "ईमेल",
      "phone": "फ़ोन",
      "mobile": "मोबाइल",
      "address": "पता"
    },
    "qualifications": "योग्यताएँ",
    "qualificationColumns": [
      "देश",
      "स्तर",
      "योग्यता",
      "संस्थान",
      "से",
      "तक",
      "प्रदान करने वाली संस्था",
      "ग्रेड",
      "दस्तावेज़"
    ],
    "englishTests": "अंग्रेज़ी परीक्षाएँ",
    "englishTestColumns": [
      "परीक्षा",
      "तारीख",
      "रिपोर्ट संख्या",
      "अंक",
      "दस्तावेज़"
    ],
    "passports": "पासपोर्ट",
    "passportColumns": [
      "देश",
      "प्रकार",
      "संख्या",
      "जारी करने की तिथि",
      "समाप्ति तिथि",
      "दस्तावेज़"
    ],
    "visas": "वीज़ा",
    "visaColumns": [
      "देश",
      "संख्या",
      "प्रकार",
      "उपवर्ग",
      "स्वीकृति तिथि",
      "समाप्ति तिथि",
      "दस्तावेज़"
    ],
    "family": "परिवार",
    "familyColumns": [
      "संबंध",
      "नाम",
      "जन्म तिथि",
      "लिंग",
      "जन्म का देश",
      "साथ आ रहे हैं"
    ],
    "experience": "कार्य अनुभव",
    "experienceColumns": [
      "नियोक्ता",
      "पद",
      "आरंभ",
      "समाप्ति",
      "मुख्य कार्य"
    ],
    "current": "वर्तमान",
    "flags": "वीज़ा उल्लंघन और अस्वीकृति",
    "flagLabels": {
      "visaViolation": "वीज़ा शर्तों का उल्लंघन किया",
      "violationDetail": "उल्लंघन का विवरण",
      "refused": "वीज़ा अस्वीकार हुआ",
      "refusedCountry": "अस्वीकार करने वाला देश",
      "refusedDetail": "अस्वीकृति का विवरण"
    },
    "answers": "प्रश्नों के उत्तर",
    "yes": "हाँ",
    "no": "नहीं",
    "pageOf": "पृष्ठ {page}, कुल {pages} में से"
  }
};

export default words;
