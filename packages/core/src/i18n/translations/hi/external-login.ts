import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "आपने {provider} से साइन अप नहीं किया है। कृपया पहले साइन अप करें।",
    "registerContactSupport": "उपयोगकर्ता का पंजीकरण नहीं हो सका। कृपया {provider} सहायता से संपर्क करें।",
    "registerTryLater": "उपयोगकर्ता का पंजीकरण नहीं हो सका। कृपया बाद में फिर से प्रयास करें।",
    "signInWith": "{provider} से साइन इन करें",
    "signUpWith": "{provider} से साइन अप करें",
    "providersLabel": "साइन इन करने के अन्य तरीके",
    "providersLoading": "साइन इन करने के अन्य तरीके लोड हो रहे हैं…",
    "signingIn": "आपको साइन इन किया जा रहा है…",
    "externalSignUpIntro": "आप अपने {provider} खाते से साइन अप कर रहे हैं। अपना विवरण जाँचें और अपना खाता बनाएँ।",
    "externalSignUpAction": "खाता बनाएँ",
    "setPasswordTitle": "पासवर्ड सेट करें",
    "setPasswordIntro": "आपके खाते का अभी कोई पासवर्ड नहीं है: आप किसी बाहरी प्रदाता से साइन इन करते हैं। अपने ईमेल से भी साइन इन करने के लिए पासवर्ड सेट करें।",
    "setPasswordAction": "पासवर्ड सेट करें",
    "passwordSet": "आपका पासवर्ड सेट हो गया है। अब आप अपने ईमेल और पासवर्ड से भी साइन इन कर सकते हैं।",
    "passwordAlreadySet": "आपके खाते का पहले से एक पासवर्ड है। उसे अपने वर्तमान पासवर्ड से बदलें।",
    "setPasswordNotice": "आपने किसी बाहरी प्रदाता से साइन इन किया है और आपका अभी कोई पासवर्ड नहीं है।",
    "setPasswordNoticeDismiss": "अभी नहीं"
  }
};

export default words;
