import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "Document",
    "documentType": "Type de document",
    "chooseFile": "Choisir un fichier",
    "uploading": "Téléversement…",
    "attached": "Joint : {name}",
    "removeFile": "Retirer le fichier",
    "download": "Télécharger {name}",
    "choose": "Choisir…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "Le fichier existe déjà",
    "docTypeRequired": "Le type de document est obligatoire lorsqu’un fichier est joint",
    "docTypeUnknown": "Choisissez un type de document dans la liste.",
    "fileRequired": "Choisissez un fichier à joindre."
  }
};

export default words;
