import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/workspace-publishing.ts. */
const words: AreaWords<typeof import('../../../messages/workspace-publishing.js')> = {
  "publishingLabels": {
    "saveDraft": "Guardar como borrador",
    "saveAndPublish": "Guardar y publicar",
    "save": "Guardar",
    "publish": "Publicar",
    "archive": "Archivar",
    "unarchive": "Volver a borrador"
  }
};

export default words;
