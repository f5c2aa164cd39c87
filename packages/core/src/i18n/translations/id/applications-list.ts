import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/applications-list.ts. */
const words: AreaWords<typeof import('../../../messages/applications-list.js')> = {
  "myApplicationsLabels": {
    "title": "Pendaftaran saya",
    "loading": "Memuat pendaftaran Anda…",
    "emptyHint": "Cari kursus dan daftar secara online.",
    "findCourses": "Cari kursus",
    "applicationNumber": "Pendaftaran {number}",
    "applicationStatus": {
      "D": "Draf",
      "S": "Dikirim",
      "W": "Ditarik kembali"
    },
    "statusLabel": "Status",
    "createdLabel": "Dibuat",
    "submittedLabel": "Dikirim",
    "withdrawnLabel": "Ditarik kembali",
    "referenceLabel": "Referensi mahasiswa",
    "coursesLabel": "Kursus",
    "institutionLabel": "Institusi",
    "campusLabel": "Kampus",
    "intakeLabel": "Periode masuk",
    "studyModeLabel": "Mode studi",
    "courseStatusLabel": "Status",
    "notSubmitted": "Belum dikirim",
    "timelineLabel": "Riwayat {course}",
    "currentStatus": "(status saat ini)",
    "conditionsLabel": "Syarat:",
    "reasonLabel": "Alasan:",
    "continueAction": "Lanjutkan",
    "continueApplication": "Lanjutkan pendaftaran {number}",
    "deleteAction": "Hapus",
    "deleteApplication": "Hapus pendaftaran {number}",
    "withdrawAction": "Tarik kembali",
    "withdrawApplication": "Tarik kembali pendaftaran {number}",
    "resubmitAction": "Kirim ulang",
    "resubmitApplication": "Kirim ulang pendaftaran {number}",
    "pdfAction": "Unduh PDF",
    "pdfApplication": "Unduh PDF pendaftaran {number}",
    "acceptAction": "Terima tawaran",
    "acceptOffer": "Terima tawaran untuk {course}",
    "declineAction": "Tolak tawaran",
    "declineOffer": "Tolak tawaran untuk {course}",
    "deleteTitle": "Hapus pendaftaran",
    "deleteConfirm": "Hapus draf pendaftaran {number}? Tindakan ini tidak dapat dibatalkan.",
    "withdrawTitle": "Tarik kembali pendaftaran",
    "withdrawConfirm": "Tarik kembali pendaftaran {number}? Semua kursus di dalamnya akan ditarik kembali; riwayatnya tetap tersimpan.",
    "acceptTitle": "Terima tawaran",
    "acceptConfirm": "Terima tawaran untuk {course} di {institution}?",
    "declineTitle": "Tolak tawaran",
    "declineConfirm": "Tolak tawaran untuk {course} di {institution}? Tindakan ini tidak dapat dibatalkan.",
    "confirmYes": "Ya",
    "confirmCancel": "Batal",
    "offerAccepted": "Tawaran diterima.",
    "offerDeclined": "Tawaran ditolak."
  }
};

export default words;
