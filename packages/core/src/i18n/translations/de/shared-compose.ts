import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "Editor wird geladen …",
    "formatting": "Formatierung",
    "bold": "Fett",
    "italic": "Kursiv",
    "bulletList": "Aufzählung",
    "orderedList": "Nummerierte Liste",
    "link": "Link",
    "linkAddress": "Linkadresse",
    "removeLink": "Link entfernen",
    "done": "Fertig",
    "cancel": "Abbrechen",
    "attachments": "Anhänge",
    "attach": "Datei anhängen",
    "removeAttachment": "{name} entfernen",
    "uploading": "Wird hochgeladen …"
  }
};

export default words;
