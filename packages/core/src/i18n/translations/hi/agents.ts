import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "एजेंट खोजें",
    "country": "देश",
    "state": "राज्य",
    "city": "शहर",
    "keyword": "एजेंट का नाम",
    "distance": "शहर से दूरी",
    "distanceValue": "{km} किमी",
    "distanceHint": "ऐसे एजेंट जिनका कार्यालय चुने गए शहर से इतनी दूरी के भीतर है।",
    "refine": "और विकल्प",
    "refineLess": "कम विकल्प",
    "institution": "प्रतिनिधित्व वाला संस्थान",
    "instCountry": "संस्थान का देश",
    "instState": "संस्थान का राज्य",
    "instCity": "संस्थान का शहर",
    "instKeyword": "संस्थान का नाम",
    "sortBy": "क्रम",
    "byLocation": "स्थान",
    "byName": "नाम",
    "any": "कोई भी",
    "choose": "चुनें…",
    "search": "खोजें",
    "clear": "साफ़ करें",
    "resultsTitle": "एजेंट",
    "resultsTotal": "{total, plural, =0 {कोई एजेंट नहीं मिला} one {# एजेंट मिला} other {# एजेंट मिले}}",
    "distanceAway": "{km} किमी दूर",
    "mapLabel": "एजेंटों का नक्शा",
    "overview": "अवलोकन",
    "locations": "स्थान",
    "headOffice": "मुख्य कार्यालय",
    "professionalBodies": "पेशेवर संस्थाएँ",
    "membershipNo": "सदस्यता संख्या {number}",
    "institutions": "प्रतिनिधित्व वाले संस्थान",
    "contacts": "संपर्क",
    "phone": "फ़ोन",
    "email": "ईमेल",
    "web": "वेब पता",
    "legalName": "कानूनी नाम",
    "locationHead": "स्थान प्रमुख",
    "location": "स्थान",
    "rowsPerPage": "प्रति पृष्ठ पंक्तियाँ"
  },
  "agentMessages": {
    "agentCountryRequired": "देश आवश्यक है",
    "agentCountryOrKeywordRequired": "देश या कीवर्ड आवश्यक है",
    "agentNotFound": "एजेंट नहीं मिला।",
    "agentLocationNotFound": "एजेंट का स्थान नहीं मिला।"
  }
};

export default words;
