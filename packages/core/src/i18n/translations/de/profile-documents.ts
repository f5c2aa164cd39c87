import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "Dokument",
    "documentType": "Dokumentart",
    "chooseFile": "Datei auswählen",
    "uploading": "Wird hochgeladen …",
    "attached": "Angehängt: {name}",
    "removeFile": "Datei entfernen",
    "download": "{name} herunterladen",
    "choose": "Auswählen …"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "Die Datei ist bereits vorhanden",
    "docTypeRequired": "Wenn eine Datei angehängt ist, ist die Dokumentart ein Pflichtfeld",
    "docTypeUnknown": "Wählen Sie eine Dokumentart aus der Liste.",
    "fileRequired": "Wählen Sie eine Datei zum Anhängen aus."
  }
};

export default words;
