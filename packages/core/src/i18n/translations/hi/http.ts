import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "बहुत अधिक प्रयास। कृपया एक मिनट रुककर फिर से प्रयास करें।",
    "notFound": "अनुरोधित संसाधन नहीं मिला।",
    "invalidInput": "अमान्य इनपुट",
    "expectedType": "{type} अपेक्षित है",
    "malformedBody": "अनुरोध का बॉडी मान्य JSON नहीं है।",
    "unsupportedMediaType": "असमर्थित कंटेंट प्रकार। JSON या फ़ॉर्म डेटा भेजें।",
    "bodyTooLarge": "अनुरोध का बॉडी बहुत बड़ा है।",
    "badRequest": "अनुरोध समझा नहीं जा सका।",
    "serverError": "हमारी ओर से कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।",
    "metricsTokenRequired": "मेट्रिक्स के लिए METRICS_TOKEN को bearer टोकन के रूप में देना आवश्यक है।"
  }
};

export default words;
