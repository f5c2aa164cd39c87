import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "दस्तावेज़",
    "documentType": "दस्तावेज़ का प्रकार",
    "chooseFile": "फ़ाइल चुनें",
    "uploading": "अपलोड हो रहा है…",
    "attached": "अटैच की गई: {name}",
    "removeFile": "फ़ाइल हटाएँ",
    "download": "{name} डाउनलोड करें",
    "choose": "चुनें…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "फ़ाइल पहले से मौजूद है",
    "docTypeRequired": "फ़ाइल अटैच करने पर दस्तावेज़ का प्रकार आवश्यक है",
    "docTypeUnknown": "सूची में से कोई दस्तावेज़ प्रकार चुनें।",
    "fileRequired": "अटैच करने के लिए एक फ़ाइल चुनें।"
  }
};

export default words;
