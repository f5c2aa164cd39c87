import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "Documento",
    "documentType": "Tipo de documento",
    "chooseFile": "Elegir archivo",
    "uploading": "Subiendo…",
    "attached": "Adjunto: {name}",
    "removeFile": "Quitar archivo",
    "download": "Descargar {name}",
    "choose": "Elige…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "El archivo ya existe",
    "docTypeRequired": "El tipo de documento es obligatorio si adjuntas un archivo",
    "docTypeUnknown": "Elige un tipo de documento de la lista.",
    "fileRequired": "Elige un archivo para adjuntar."
  }
};

export default words;
