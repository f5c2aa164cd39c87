import type { AreaWords } from '../../types.js';

/** Hindi: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "ड्राफ़्ट के रूप में सहेजें",
    "saveAndPublish": "सहेजें और प्रकाशित करें",
    "save": "सहेजें",
    "publish": "प्रकाशित करें",
    "archive": "संग्रहित करें",
    "unarchive": "वापस ड्राफ़्ट में डालें"
  }
};

export default words;
