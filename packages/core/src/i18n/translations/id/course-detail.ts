import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/course-detail.ts. */
const words: AreaWords<typeof import('../../../messages/course-detail.js')> = {
  "courseDetailLabels": {
    "totalFee": "Biaya total",
    "structure": "Struktur",
    "campuses": "Kampus",
    "intakes": "Periode masuk",
    "scholarships": "Beasiswa",
    "courseCode": "Kode kursus",
    "duration": "Durasi",
    "type": "Kelompok jenjang studi",
    "studyArea": "Bidang studi",
    "studentType": "Jenis mahasiswa",
    "seats": "Kuota",
    "interviewRequired": "Wajib wawancara",
    "minReference": "Referensi yang diperlukan",
    "termStart": "Awal semester",
    "webAddress": "Alamat web",
    "yes": "Ya",
    "no": "Tidak",
    "noIntakes": "Belum ada periode masuk yang dijadwalkan.",
    "noScholarships": "Tidak ada beasiswa untuk kursus ini."
  }
};

export default words;
