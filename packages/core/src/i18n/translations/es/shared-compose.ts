import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "Cargando el editor…",
    "formatting": "Formato",
    "bold": "Negrita",
    "italic": "Cursiva",
    "bulletList": "Lista con viñetas",
    "orderedList": "Lista numerada",
    "link": "Enlace",
    "linkAddress": "Dirección del enlace",
    "removeLink": "Quitar enlace",
    "done": "Hecho",
    "cancel": "Cancelar",
    "attachments": "Adjuntos",
    "attach": "Adjuntar un archivo",
    "removeAttachment": "Quitar {name}",
    "uploading": "Subiendo…"
  }
};

export default words;
