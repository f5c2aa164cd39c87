import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "मेरी प्रोफ़ाइल",
    "profileSections": "प्रोफ़ाइल के भाग",
    "checklistTitle": "आवेदन के लिए तैयार",
    "checklistIntro": "आवेदन आपकी प्रोफ़ाइल से जानकारी लेता है। अभी बाकी है:",
    "checklistComplete": "आपकी प्रोफ़ाइल आवेदन के लिए तैयार है।",
    "checklistItems": {
      "B": "बुनियादी विवरण",
      "E": "कम से कम एक योग्यता",
      "P": "एक पासपोर्ट (या जिसके लिए आपने आवेदन किया है)"
    },
    "checklistDone": "पूरा",
    "checklistMissing": "{count} आवश्यक: {fields}",
    "checklistToDo": "बाकी",
    "checklistOpen": "{name} खोलें",
    "tabs": {
      "B": "बुनियादी विवरण",
      "S": "अध्ययन प्राथमिकताएँ",
      "E": "शिक्षा",
      "W": "कार्य अनुभव",
      "P": "पासपोर्ट और वीज़ा"
    }
  }
};

export default words;
