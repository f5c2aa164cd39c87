import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "Memuat editor…",
    "formatting": "Format",
    "bold": "Tebal",
    "italic": "Miring",
    "bulletList": "Daftar berbutir",
    "orderedList": "Daftar bernomor",
    "link": "Tautan",
    "linkAddress": "Alamat tautan",
    "removeLink": "Hapus tautan",
    "done": "Selesai",
    "cancel": "Batal",
    "attachments": "Lampiran",
    "attach": "Lampirkan file",
    "removeAttachment": "Hapus {name}",
    "uploading": "Mengunggah…"
  }
};

export default words;
