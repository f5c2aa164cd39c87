import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "जमा किया गया",
      "REV": "समीक्षाधीन",
      "OFC": "सशर्त ऑफ़र",
      "OFU": "बिना शर्त ऑफ़र",
      "REJ": "अस्वीकृत",
      "ACC": "स्वीकृत",
      "DEC": "ठुकराया गया",
      "WDR": "वापस लिया गया"
    },
    "applicationDeleted": "आवेदन हटा दिया गया।",
    "applicationWithdrawn": "आवेदन वापस ले लिया गया।",
    "alreadyWithdrawn": "यह आवेदन पहले ही वापस लिया जा चुका है।",
    "moveNotAllowed": "इस आवेदन को {from} से {to} में नहीं बदला जा सकता।",
    "pdfNeedsSubmission": "पहले आवेदन जमा करें: PDF में आवेदन वैसा ही दिखता है जैसा वह जमा किया गया था।",
    "applicationNotFound": "आवेदन नहीं मिला।",
    "courseEntryNotFound": "आवेदन का कोर्स नहीं मिला।",
    "partnerKeyMissing": "पार्टनर कुंजी आवश्यक है: हेडर Authorization: Bearer <partner key> भेजें।",
    "partnerKeyInvalid": "यह पार्टनर कुंजी मान्य नहीं है या रद्द कर दी गई है।",
    "partnerFileNotFound": "संसाधन फ़ाइल नहीं मिली",
    "conditionsRequired": "कृपया ऑफ़र की शर्तें बताएँ।",
    "mailStatusSubject": "{course} के लिए आपका आवेदन: {status}",
    "mailStatusIntro": "{institution} ({campus}, प्रवेश सत्र {intake}) में {course} के लिए आपके आवेदन की स्थिति अब है: {status}।",
    "mailStatusConditions": "ऑफ़र की शर्तें:",
    "mailStatusReason": "बताया गया कारण:",
    "mailStatusAction": "पूरी टाइमलाइन मेरे आवेदन में देखें:",
    "mailStatusButton": "मेरे आवेदन खोलें"
  },
  "applyMessages": {
    "applyAction": "आवेदन करें",
    "applyCourse": "{name} के लिए आवेदन करें",
    "applyDetailsIncomplete": "पहले अपना बुनियादी विवरण और संपर्क विवरण अपडेट करें",
    "applySignIn": "ऑनलाइन आवेदन करने के लिए कृपया साइन इन करें।"
  }
};

export default words;
