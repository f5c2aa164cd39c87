import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "फ़ॉर्म खोजें",
    "country": "संस्थान का देश",
    "institution": "संस्थान का नाम",
    "category": "श्रेणी",
    "subCategory": "उप-श्रेणी {level}",
    "keyword": "फ़ॉर्म का नाम",
    "choose": "चुनें…",
    "any": "कोई भी",
    "search": "खोजें",
    "clear": "साफ़ करें",
    "resultsTitle": "फ़ॉर्म",
    "resultsTotal": "{total, plural, =0 {कोई फ़ॉर्म नहीं मिला} one {# फ़ॉर्म मिला} other {# फ़ॉर्म मिले}}",
    "select": "{name} चुनें",
    "selectAll": "सभी फ़ॉर्म चुनें",
    "download": "डाउनलोड करें",
    "downloadNamed": "{name} डाउनलोड करें",
    "downloadSelected": "चुने हुए डाउनलोड करें ({count})",
    "downloading": "आपका डाउनलोड तैयार किया जा रहा है"
  },
  "formMessages": {
    "formCountryRequired": "संस्थान का देश आवश्यक है",
    "formInstitutionRequired": "संस्थान का नाम आवश्यक है",
    "fileNotFound": "संसाधन फ़ाइल नहीं मिली",
    "downloadSuccessful": "सफल: {name}",
    "downloadSaveFailed": "संसाधन नहीं मिला: {name}",
    "downloadRequestFailed": "अनुरोध विफल रहा, स्थिति: {status}",
    "downloadIdsRequired": "fileID हेडर में फ़ाइल आईडी दें (कई हों तो कॉमा से अलग करें)।",
    "downloadIdsInvalid": "फ़ाइल आईडी कॉमा से अलग की गई धनात्मक पूर्ण संख्याएँ होनी चाहिए।",
    "downloadTooMany": "एक बार में अधिकतम {max} फ़ाइलें डाउनलोड की जा सकती हैं।",
    "downloadTypeInvalid": "डाउनलोड का प्रकार (key हेडर) EFM (फ़ॉर्म), EEM (इवेंट दस्तावेज़) या EDN (प्रोफ़ाइल दस्तावेज़) होना चाहिए।",
    "downloadSignIn": "फ़ाइलें डाउनलोड करने के लिए कृपया साइन इन करें।",
    "uploadFileRequired": "कृपया अपलोड करने के लिए एक फ़ाइल चुनें।",
    "uploadNotMultipart": "फ़ाइल को multipart/form-data के रूप में \"file\" फ़ील्ड में भेजें।",
    "uploadFileTooLarge": "फ़ाइल बहुत बड़ी है: अधिकतम {max} MB।",
    "uploadImageTooLarge": "इमेज बहुत बड़ी है: अधिकतम {max} MB।",
    "uploadFileType": "केवल PDF, Word (.doc, .docx), OpenDocument टेक्स्ट (.odt), सादा टेक्स्ट (.txt), PNG, JPEG या WEBP फ़ाइलें अपलोड की जा सकती हैं।",
    "uploadFileHint": "आप PDF, Word (.doc, .docx), OpenDocument टेक्स्ट (.odt), सादा टेक्स्ट (.txt), PNG, JPEG या WEBP फ़ाइलें अटैच कर सकते हैं, हर फ़ाइल अधिकतम {max} MB की।",
    "uploadImageType": "केवल ({list}) फ़ाइलें अपलोड की जा सकती हैं।"
  }
};

export default words;
