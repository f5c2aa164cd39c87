import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "Enregistrer comme brouillon",
    "saveAndPublish": "Enregistrer et publier",
    "save": "Enregistrer",
    "publish": "Publier",
    "archive": "Archiver",
    "unarchive": "Repasser en brouillon"
  }
};

export default words;
