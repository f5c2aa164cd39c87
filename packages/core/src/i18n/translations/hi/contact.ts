import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "हमसे संपर्क करें",
    "intro": "कोई सवाल, समस्या या सुझाव? हमें संदेश भेजें, हम ईमेल से जवाब देंगे।",
    "memberIntro": "हम {email} पर जवाब देंगे।",
    "name": "नाम",
    "email": "ईमेल",
    "verifyEmail": "ईमेल की पुष्टि करें",
    "number": "फ़ोन नंबर",
    "subject": "विषय",
    "chooseSubject": "चुनें…",
    "message": "संदेश",
    "send": "भेजें"
  },
  "contactMessages": {
    "contactNameRequired": "नाम आवश्यक है",
    "contactNameTooLong": "नाम अधिकतम 100 अक्षरों का हो सकता है",
    "contactEmailRequired": "ईमेल आवश्यक है",
    "contactInvalidEmail": "अमान्य ईमेल",
    "contactVerifyEmailRequired": "कृपया अपना ईमेल फिर से दर्ज करें",
    "contactEmailMismatch": "ईमेल मेल नहीं खाते",
    "contactPhoneRequired": "फ़ोन नंबर आवश्यक है",
    "contactInvalidNumber": "अमान्य नंबर",
    "contactSubjectRequired": "विषय आवश्यक है",
    "contactSubjectUnknown": "कृपया दिए गए विषयों में से एक चुनें।",
    "contactNoteRequired": "संदेश आवश्यक है",
    "contactNoteTooLong": "संदेश अधिकतम 4000 अक्षरों का हो सकता है",
    "contactSent": "हमसे संपर्क करने के लिए धन्यवाद। आपका संदेश भेज दिया गया है, हम ईमेल से जवाब देंगे।",
    "contactFailed": "उपयोगकर्ता का पंजीकरण नहीं हो सका",
    "mailContactSupportSubject": "संपर्क: {subject} ({name} की ओर से)",
    "mailContactSupportIntro": "संपर्क फ़ॉर्म से एक संदेश भेजा गया।",
    "mailContactFrom": "प्रेषक: {name} <{email}>",
    "mailContactPhone": "फ़ोन: {number}",
    "mailContactMember": "साइन-इन सदस्य #{clientId}",
    "mailContactVisitor": "विज़िटर (साइन इन नहीं)",
    "mailContactSubjectLine": "विषय: {subject}",
    "mailContactAckSubject": "हमें आपका संदेश मिल गया है",
    "mailContactAckIntro": "StudyAtlas से संपर्क करने के लिए धन्यवाद। हमें “{subject}” के बारे में आपका संदेश मिल गया है और हम इसी पते पर जवाब देंगे।",
    "mailContactAckCopy": "आपका संदेश:"
  }
};

export default words;
