import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "Cari beasiswa",
    "country": "Negara",
    "institution": "Institusi",
    "levelGroup": "Kelompok jenjang studi",
    "majorArea": "Bidang studi",
    "minorArea": "Subbidang",
    "keyword": "Nama beasiswa atau institusi",
    "any": "Semua",
    "search": "Cari",
    "clear": "Atur ulang",
    "resultsTitle": "Beasiswa",
    "resultsTotal": "{total} beasiswa ditemukan",
    "resultsRange": "Menampilkan {from}–{to} dari {total}",
    "details": "Detail beasiswa",
    "amount": "Jumlah",
    "opens": "Dibuka",
    "closes": "Ditutup",
    "closed": "Sudah ditutup",
    "anyLevel": "Semua jenjang studi",
    "offeredIn": "Ditawarkan di",
    "print": "Tampilan cetak",
    "overview": "Ringkasan",
    "eligibility": "Persyaratan",
    "courses": "Kursus",
    "courseCount": "{count} kursus di {institution} memenuhi syarat untuk beasiswa ini.",
    "viewCourses": "Lihat kursus ini",
    "noCourses": "Saat ini belum ada kursus yang tercantum untuk beasiswa ini.",
    "institutionSection": "Institusi",
    "web": "Web"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "Beasiswa tidak ditemukan.",
    "scholarshipRowsOutOfRange": "Baris harus dimulai dari 0, maksimal {max} sekaligus (from ≤ to)."
  }
};

export default words;
