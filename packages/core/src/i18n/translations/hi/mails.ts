import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "नमस्ते {firstName},",
    "mailSignature": "StudyAtlas टीम",
    "mailVerifySubject": "कृपया अपना StudyAtlas खाता सत्यापित करें",
    "mailVerifyIntro": "साइन अप करने के लिए धन्यवाद। कृपया यह लिंक खोलकर अपने ईमेल पते की पुष्टि करें:",
    "mailVerifyExpiry": "यह लिंक {hours} घंटे तक काम करेगा। यदि आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा कर सकते हैं।",
    "mailVerifyButton": "मेरा खाता सत्यापित करें",
    "mailResetSubject": "आपका StudyAtlas अस्थायी पासवर्ड",
    "mailResetIntro": "हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है। आपका अस्थायी पासवर्ड है:",
    "mailResetLink": "यह लिंक खोलें और अपने नए पासवर्ड के साथ अस्थायी पासवर्ड दर्ज करें:",
    "mailResetExpiry": "अस्थायी पासवर्ड {minutes} मिनट तक काम करेगा। यदि आपने इसके लिए अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर सकते हैं; आपका पासवर्ड नहीं बदलेगा।",
    "mailResetButton": "नया पासवर्ड चुनें"
  }
};

export default words;
