import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "मुख्य सामग्री पर जाएँ",
    "homeTitle": "होम",
    "portalNavLabel": "मुख्य",
    "portalNavSearch": "खोज",
    "portalNavCompare": "तुलना",
    "portalMenuButton": "मेनू",
    "accountMenuButton": "मेरा खाता",
    "profileNoticesTitle": "ईमेल सूचनाएँ",
    "homeWelcomeTitle": "विदेश में पढ़ाई के लिए अपनी जगह खोजें",
    "homeWelcomeText": "StudyAtlas दुनिया भर के संस्थानों, कोर्सों, छात्रवृत्तियों, एजेंटों और इवेंट को एक जगह लाता है। पसंदीदा सहेजने, कोर्सों की तुलना करने और ऑनलाइन आवेदन करने के लिए मुफ़्त खाता बनाएँ।",
    "homeCreateAccount": "मुफ़्त खाता बनाएँ",
    "homeWelcomeBack": "फिर से स्वागत है, {firstName}",
    "homeMemberIntro": "आपका खाता तैयार है। आज आपकी स्थिति यह है।",
    "homeAccountHeading": "आपका खाता",
    "homeUnreadLabel": "अपठित संदेश",
    "homeChangePassword": "अपना पासवर्ड बदलें",
    "homeNextHeading": "StudyAtlas के साथ आप क्या कर सकते हैं",
    "homeNextSearch": "देश, अध्ययन क्षेत्र और स्तर के अनुसार संस्थान, कोर्स और छात्रवृत्तियाँ खोजें।",
    "homeNextCompare": "पसंदीदा सहेजें और दस तक कोर्सों की साथ-साथ तुलना करें।",
    "homeNextApply": "एक ही आवेदन में पाँच तक कोर्सों के लिए ऑनलाइन आवेदन करें।",
    "homeNextConnect": "संस्थानों और दूसरे छात्रों को संदेश भेजें, और अपने दोस्तों को आमंत्रित करें।",
    "errorPageTitle": "पेज नहीं मिला",
    "errorPageText": "आपका माँगा गया पेज मौजूद नहीं है या अब उपलब्ध नहीं है।",
    "goHome": "होम पेज पर जाएँ"
  }
};

export default words;
