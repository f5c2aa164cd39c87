import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "कृपया प्रश्न का उत्तर दें",
    "oneChoiceOnly": "कृपया केवल एक उत्तर चुनें।",
    "choiceUnknown": "कृपया प्रश्न के उत्तरों में से एक चुनें।",
    "dateInvalid": "कृपया मान्य तारीख दर्ज करें।",
    "tooManyValues": "इस प्रश्न के अधिकतम {max} उत्तर हो सकते हैं।",
    "fileUnknown": "फ़ाइल नहीं मिली। कृपया इसे फिर से अपलोड करें।",
    "applicationSubmitted": "यह आवेदन जमा हो चुका है: इसके उत्तर अब बदले नहीं जा सकते।",
    "surveyNotFound": "प्रश्नावली नहीं मिली",
    "questionNotFound": "प्रश्न नहीं मिला",
    "applicationNotFound": "आवेदन नहीं मिला",
    "heading": "प्रश्नावली",
    "loading": "प्रश्नावली लोड हो रही है…",
    "progress": "प्रश्न {n} / {total}",
    "mandatoryMark": "आवश्यक",
    "back": "पीछे",
    "next": "आगे",
    "submit": "जमा करें",
    "noQuestions": "इस प्रश्नावली में कोई प्रश्न नहीं है।",
    "done": "धन्यवाद: सभी प्रश्नों के उत्तर दे दिए गए हैं।",
    "answerLabel": "आपका उत्तर",
    "textFieldLabel": "उत्तर {n}",
    "dateFieldLabel": "तारीख {n}",
    "dateLabel": "तारीख",
    "choosePlaceholder": "चुनें…",
    "fileLabel": "फ़ाइल",
    "uploadFile": "फ़ाइल अपलोड करें",
    "replaceFile": "फ़ाइल बदलें",
    "uploading": "अपलोड हो रहा है…",
    "currentFile": "अपलोड की गई: {name}",
    "commentLabel": "टिप्पणी"
  }
};

export default words;
