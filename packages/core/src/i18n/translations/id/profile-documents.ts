import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/profile-documents.ts. */
const words: AreaWords<typeof import('../../../messages/profile-documents.js')> = {
  "recordDocumentLabels": {
    "document": "Dokumen",
    "documentType": "Jenis dokumen",
    "chooseFile": "Pilih file",
    "uploading": "Mengunggah…",
    "attached": "Terlampir: {name}",
    "removeFile": "Hapus file",
    "download": "Unduh {name}",
    "choose": "Pilih…"
  },
  "recordDocumentMessages": {
    "fileAlreadyExists": "File sudah ada",
    "docTypeRequired": "Jenis dokumen wajib diisi jika ada file yang dilampirkan",
    "docTypeUnknown": "Pilih jenis dokumen dari daftar.",
    "fileRequired": "Pilih file untuk dilampirkan."
  }
};

export default words;
