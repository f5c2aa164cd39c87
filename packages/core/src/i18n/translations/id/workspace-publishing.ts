import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "Simpan sebagai draf",
    "saveAndPublish": "Simpan dan terbitkan",
    "save": "Simpan",
    "publish": "Terbitkan",
    "archive": "Arsipkan",
    "unarchive": "Kembalikan ke draf"
  }
};

export default words;
