import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "Dikirim",
      "REV": "Sedang ditinjau",
      "OFC": "Tawaran bersyarat",
      "OFU": "Tawaran tanpa syarat",
      "REJ": "Ditolak",
      "ACC": "Diterima",
      "DEC": "Tawaran ditolak",
      "WDR": "Ditarik kembali"
    },
    "applicationDeleted": "Pendaftaran dihapus.",
    "applicationWithdrawn": "Pendaftaran ditarik kembali.",
    "alreadyWithdrawn": "Pendaftaran ini sudah ditarik kembali.",
    "moveNotAllowed": "Pendaftaran ini tidak dapat berpindah dari {from} ke {to}.",
    "pdfNeedsSubmission": "Kirim pendaftaran terlebih dahulu: PDF menampilkan pendaftaran sebagaimana dikirim.",
    "applicationNotFound": "Pendaftaran tidak ditemukan.",
    "courseEntryNotFound": "Kursus dalam pendaftaran tidak ditemukan.",
    "partnerKeyMissing": "Kunci mitra diperlukan: kirim header Authorization: Bearer <partner key>.",
    "partnerKeyInvalid": "Kunci mitra ini tidak valid atau telah dicabut.",
    "partnerFileNotFound": "File tidak ditemukan",
    "conditionsRequired": "Harap cantumkan syarat tawaran.",
    "mailStatusSubject": "Pendaftaran Anda untuk {course}: {status}",
    "mailStatusIntro": "Status pendaftaran Anda untuk {course} di {institution} ({campus}, periode masuk {intake}) sekarang: {status}.",
    "mailStatusConditions": "Syarat tawaran:",
    "mailStatusReason": "Alasan yang diberikan:",
    "mailStatusAction": "Lihat riwayat lengkapnya di Pendaftaran saya:",
    "mailStatusButton": "Buka Pendaftaran saya"
  },
  "applyMessages": {
    "applyAction": "Daftar",
    "applyCourse": "Daftar ke {name}",
    "applyDetailsIncomplete": "Perbarui data dasar dan data kontak Anda terlebih dahulu.",
    "applySignIn": "Silakan masuk untuk mendaftar secara online."
  }
};

export default words;
