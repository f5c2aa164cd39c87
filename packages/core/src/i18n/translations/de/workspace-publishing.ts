import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "Als Entwurf speichern",
    "saveAndPublish": "Speichern und veröffentlichen",
    "save": "Speichern",
    "publish": "Veröffentlichen",
    "archive": "Archivieren",
    "unarchive": "Zurück zum Entwurf"
  }
};

export default words;
