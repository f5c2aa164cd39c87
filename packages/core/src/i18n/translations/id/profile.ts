import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/profile.ts. */
const words: AreaWords<typeof import('../../../messages/profile.js')> = {
  "profileLabels": {
    "profileTitle": "Profil saya",
    "profileSections": "Bagian profil",
    "checklistTitle": "Siap mendaftar",
    "checklistIntro": "Pendaftaran menggunakan data profil Anda. Yang masih perlu dilengkapi:",
    "checklistComplete": "Profil Anda siap untuk pendaftaran.",
    "checklistItems": {
      "B": "Data dasar",
      "E": "Minimal satu kualifikasi",
      "P": "Paspor (atau paspor yang sedang diajukan)"
    },
    "checklistDone": "Selesai",
    "checklistMissing": "{count} wajib diisi: {fields}",
    "checklistToDo": "Belum selesai",
    "checklistOpen": "Buka {name}",
    "tabs": {
      "B": "Data dasar",
      "S": "Preferensi studi",
      "E": "Pendidikan",
      "W": "Pengalaman kerja",
      "P": "Paspor dan visa"
    }
  }
};

export default words;
