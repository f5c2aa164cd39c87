import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "एडिटर लोड हो रहा है…",
    "formatting": "फ़ॉर्मेटिंग",
    "bold": "बोल्ड",
    "italic": "इटैलिक",
    "bulletList": "बुलेट सूची",
    "orderedList": "क्रमांकित सूची",
    "link": "लिंक",
    "linkAddress": "लिंक का पता",
    "removeLink": "लिंक हटाएँ",
    "done": "हो गया",
    "cancel": "रद्द करें",
    "attachments": "अटैचमेंट",
    "attach": "फ़ाइल अटैच करें",
    "removeAttachment": "{name} हटाएँ",
    "uploading": "अपलोड हो रहा है…"
  }
};

export default words;
