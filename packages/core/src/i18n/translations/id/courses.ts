import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "Cari kursus",
    "searchText": "Bidang studi atau nama kursus",
    "keyword": "Nama kursus atau bidang studi",
    "country": "Negara institusi",
    "state": "Provinsi",
    "city": "Kota",
    "levelGroup": "Kelompok jenjang studi",
    "award": "Gelar",
    "otherAwardNamed": "{award}: {names}",
    "moreAwardNames": "{names} dan {count} lainnya",
    "majorArea": "Bidang studi",
    "minorArea": "Subbidang",
    "studyMode": "Mode studi",
    "intakeDate": "Periode masuk mulai",
    "searchBy": "Cari berdasarkan",
    "byLocation": "Lokasi",
    "byName": "Nama",
    "sortBy": "Urutkan menurut",
    "sortByName": "Nama",
    "sortByLocation": "Lokasi",
    "any": "Semua",
    "choose": "Pilih…",
    "search": "Cari",
    "clear": "Atur ulang",
    "resultsTitle": "Kursus",
    "resultsTotal": "{total} kursus ditemukan",
    "resultsRange": "Menampilkan {from}–{to} dari {total}",
    "noSearch": "Belum ada pencarian untuk ditampilkan. Tentukan apa yang Anda cari di pencarian kursus.",
    "toSearch": "Buka pencarian kursus",
    "campus": "Kampus",
    "location": "Lokasi",
    "startDate": "Mulai",
    "annualFee": "Biaya per tahun",
    "feeNotPublished": "Biaya tidak dipublikasikan",
    "overview": "Ringkasan",
    "description": "Deskripsi",
    "details": "Detail kursus",
    "amount": "Jumlah",
    "closes": "Ditutup"
  },
  "courseMessages": {
    "courseSearchTextRequired": "Masukkan minimal 3 karakter pada Bidang studi atau nama kursus",
    "courseInstitutionCountryRequired": "Negara institusi wajib diisi",
    "courseStudyLevelGroupRequired": "Kelompok jenjang studi wajib diisi",
    "courseFilterMissing": "{items} wajib diisi",
    "courseFilterItemText": "Bidang studi atau nama kursus",
    "courseFilterItemCountry": "Negara institusi",
    "courseFilterItemGroup": "Kelompok jenjang studi",
    "courseCountryRequired": "Negara wajib diisi",
    "courseSearchTooLong": "Bidang studi atau nama kursus maksimal {max} karakter"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "Baris harus dimulai dari 0, maksimal {max} sekaligus (from ≤ to).",
    "courseNotFound": "Kursus tidak ditemukan.",
    "courseInstitutionNotFound": "Institusi tidak ditemukan.",
    "courseStudyAreaNotFound": "Bidang studi tidak ditemukan.",
    "courseCampusNotFound": "Kampus tidak ditemukan untuk kursus ini.",
    "courseIntakeNotFound": "Periode masuk tidak ditemukan untuk kursus ini."
  }
};

export default words;
