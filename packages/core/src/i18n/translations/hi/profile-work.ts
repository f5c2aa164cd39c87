import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "कार्य अनुभव",
    "add": "कार्य अनुभव जोड़ें",
    "edit": "कार्य अनुभव संपादित करें",
    "employer": "नियोक्ता",
    "position": "पद",
    "reportTo": "किसे रिपोर्ट करते थे",
    "mainDuties": "मुख्य कार्य",
    "startDate": "आरंभ तिथि",
    "endDate": "समाप्ति तिथि",
    "current": "यह मेरी वर्तमान नौकरी है",
    "contactTitle": "नियोक्ता का संपर्क",
    "contactName": "संपर्क व्यक्ति का नाम",
    "postcode": "पिन कोड",
    "address1": "पता पंक्ति 1",
    "address2": "पता पंक्ति 2",
    "address3": "पता पंक्ति 3",
    "phone": "फ़ोन",
    "fax": "फ़ैक्स",
    "mobile": "मोबाइल",
    "email": "ईमेल",
    "dates": "तारीखें",
    "present": "वर्तमान",
    "save": "सहेजें",
    "cancel": "रद्द करें",
    "editAction": "संपादित करें",
    "deleteAction": "हटाएँ",
    "deleteConfirmTitle": "हटाएँ",
    "deleteConfirm": "यह कार्य अनुभव हटाएँ?",
    "yes": "हाँ",
    "next": "आगे",
    "back": "पीछे"
  },
  "workMessages": {
    "workStartFuture": "आरंभ तिथि आज की तारीख से पहले की होनी चाहिए",
    "workEndOrCurrent": "यदि यह आपकी वर्तमान नौकरी है, तो कृपया वर्तमान वाला चेकबॉक्स चुनें",
    "workDateOrder": "नौकरी की आरंभ तिथि समाप्ति तिथि से पहले की होनी चाहिए।",
    "workEmployerRequired": "नियोक्ता आवश्यक है",
    "workPositionRequired": "पद आवश्यक है",
    "workReportToRequired": "किसे रिपोर्ट करते थे, यह आवश्यक है",
    "workContactNameRequired": "संपर्क व्यक्ति का नाम आवश्यक है",
    "workCountryRequired": "देश आवश्यक है",
    "workStateRequired": "राज्य आवश्यक है",
    "workCityRequired": "शहर आवश्यक है",
    "workPostcodeRequired": "पिन कोड आवश्यक है",
    "workAddressRequired": "पता पंक्ति 1 आवश्यक है",
    "workInvalidEmail": "अमान्य ईमेल",
    "workPlaceUnknown": "कृपया सूची में से चुनें",
    "workSaved": "डेटा सफलतापूर्वक सहेजा गया।",
    "workDeleted": "रिकॉर्ड हटा दिया गया।",
    "workNotFound": "रिकॉर्ड नहीं मिला।"
  }
};

export default words;
