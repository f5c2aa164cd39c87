import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "मेरे आवेदन",
    "loading": "आपके आवेदन लोड हो रहे हैं…",
    "emptyHint": "कोई कोर्स खोजें और ऑनलाइन आवेदन करें।",
    "findCourses": "कोर्स खोजें",
    "applicationNumber": "आवेदन {number}",
    "applicationStatus": {
      "D": "ड्राफ़्ट",
      "S": "जमा किया गया",
      "W": "वापस लिया गया"
    },
    "statusLabel": "स्थिति",
    "createdLabel": "बनाया गया",
    "submittedLabel": "जमा किया गया",
    "withdrawnLabel": "वापस लिया गया",
    "referenceLabel": "छात्र संदर्भ",
    "coursesLabel": "कोर्स",
    "institutionLabel": "संस्थान",
    "campusLabel": "कैंपस",
    "intakeLabel": "प्रवेश सत्र",
    "studyModeLabel": "अध्ययन मोड",
    "courseStatusLabel": "स्थिति",
    "notSubmitted": "जमा नहीं किया गया",
    "timelineLabel": "{course} की टाइमलाइन",
    "currentStatus": "(वर्तमान स्थिति)",
    "conditionsLabel": "शर्तें:",
    "reasonLabel": "कारण:",
    "continueAction": "जारी रखें",
    "continueApplication": "आवेदन {number} जारी रखें",
    "deleteAction": "हटाएँ",
    "deleteApplication": "आवेदन {number} हटाएँ",
    "withdrawAction": "वापस लें",
    "withdrawApplication": "आवेदन {number} वापस लें",
    "resubmitAction": "फिर से जमा करें",
    "resubmitApplication": "आवेदन {number} फिर से जमा करें",
    "pdfAction": "PDF डाउनलोड करें",
    "pdfApplication": "आवेदन {number} की PDF डाउनलोड करें",
    "acceptAction": "ऑफ़र स्वीकार करें",
    "acceptOffer": "{course} का ऑफ़र स्वीकार करें",
    "declineAction": "ऑफ़र ठुकराएँ",
    "declineOffer": "{course} का ऑफ़र ठुकराएँ",
    "deleteTitle": "आवेदन हटाएँ",
    "deleteConfirm": "ड्राफ़्ट आवेदन {number} हटाएँ? इसे पूर्ववत नहीं किया जा सकता।",
    "withdrawTitle": "आवेदन वापस लें",
    "withdrawConfirm": "आवेदन {number} वापस लें? इसके कोर्स वापस ले लिए जाएँगे; इतिहास बना रहेगा।",
    "acceptTitle": "ऑफ़र स्वीकार करें",
    "acceptConfirm": "{institution} में {course} का ऑफ़र स्वीकार करें?",
    "declineTitle": "ऑफ़र ठुकराएँ",
    "declineConfirm": "{institution} में {course} का ऑफ़र ठुकराएँ? इसे पूर्ववत नहीं किया जा सकता।",
    "confirmYes": "हाँ",
    "confirmCancel": "रद्द करें",
    "offerAccepted": "ऑफ़र स्वीकार किया गया।",
    "offerDeclined": "ऑफ़र ठुकराया गया।"
  }
};

export default words;
