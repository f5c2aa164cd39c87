import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "किसी दोस्त को आमंत्रित करें",
    "title": "किसी दोस्त को आमंत्रित करें",
    "intro": "किसी दोस्त को StudyAtlas पर आमंत्रित करें: हम उन्हें साइन अप करने का लिंक ईमेल करेंगे।",
    "name": "नाम",
    "email": "ईमेल",
    "send": "आमंत्रण भेजें",
    "cancel": "रद्द करें"
  },
  "referralMessages": {
    "referralNameRequired": "नाम आवश्यक है",
    "referralNameTooLong": "नाम अधिकतम 100 अक्षरों का हो सकता है",
    "referralEmailRequired": "ईमेल आवश्यक है",
    "referralInvalidEmail": "अमान्य ईमेल",
    "referralSent": "आपका आमंत्रण {email} पर भेज दिया गया है।",
    "referralDailyLimit": "आप एक दिन में अधिकतम {max} दोस्तों को आमंत्रित कर सकते हैं। कृपया कल फिर से प्रयास करें।",
    "mailReferralSubject": "{name} ने आपको StudyAtlas पर आमंत्रित किया है",
    "mailReferralSender": "StudyAtlas सदस्य {name} ({email}) के अनुरोध पर भेजा गया।",
    "mailReferralIntro": "{name} को लगता है कि आपको StudyAtlas पसंद आएगा: दुनिया भर के संस्थान, कोर्स और छात्रवृत्तियाँ खोजें, कोर्सों की तुलना करें और ऑनलाइन आवेदन करें।",
    "mailReferralAction": "अपना मुफ़्त खाता यहाँ बनाएँ:",
    "mailReferralButton": "StudyAtlas पर साइन अप करें",
    "mailReferralIgnore": "यदि आपकी रुचि नहीं है, तो इस ईमेल को अनदेखा कर सकते हैं।"
  }
};

export default words;
