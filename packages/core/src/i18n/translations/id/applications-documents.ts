import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/applications-documents.ts. */
const words: AreaWords<typeof import('../../../messages/applications-documents.js')> = {
  "applicationPdfMessages": {
    "title": "Pendaftaran {id}",
    "subtitle": "{name}",
    "submittedOn": "Dikirim pada {date}",
    "withdrawnOn": "Ditarik kembali pada {date}",
    "courses": "Kursus",
    "courseColumns": [
      "Kursus",
      "Institusi",
      "Kampus",
      "Mode studi",
      "Gelar",
      "Periode masuk",
      "Status"
    ],
    "basic": "Data dasar",
    "basicLabels": {
      "title": "Sapaan",
      "firstName": "Nama depan",
      "middleName": "Nama tengah",
      "lastName": "Nama belakang",
      "gender": "Jenis kelamin",
      "dateOfBirth": "Tanggal lahir",
      "nationality": "Kewarganegaraan",
      "birthCountry": "Negara kelahiran",
      "email": "Email",
      "phone": "Telepon",
      "mobile": "Ponsel",
      "address": "Alamat"
    },
    "qualifications": "Kualifikasi",
    "qualificationColumns": [
      "Negara",
      "Jenjang",
      "Kualifikasi",
      "Institusi",
      "Dari",
      "Sampai",
      "Lembaga pemberi",
      "Nilai",
      "Dokumen"
    ],
    "englishTests": "Tes bahasa Inggris",
    "englishTestColumns": [
      "Tes",
      "Tanggal",
      "Nomor laporan",
      "Skor",
      "Dokumen"
    ],
    "passports": "Paspor",
    "passportColumns": [
      "Negara",
      "Jenis",
      "Nomor",
      "Diterbitkan",
      "Berlaku hingga",
      "Dokumen"
    ],
    "visas": "Visa",
    "visaColumns": [
      "Negara",
      "Nomor",
      "Jenis",
      "Subkelas",
      "Diberikan",
      "Berlaku hingga",
      "Dokumen"
    ],
    "family": "Keluarga",
    "familyColumns": [
      "Hubungan",
      "Nama",
      "Tanggal lahir",
      "Jenis kelamin",
      "Negara kelahiran",
      "Ikut serta"
    ],
    "experience": "Pengalaman kerja",
    "experienceColumns": [
      "Pemberi kerja",
      "Jabatan",
      "Mulai",
      "Selesai",
      "Tugas utama"
    ],
    "current": "Saat ini",
    "flags": "Pelanggaran dan penolakan visa",
    "flagLabels": {
      "visaViolation": "Melanggar ketentuan visa",
      "violationDetail": "Rincian pelanggaran",
      "refused": "Pernah ditolak visa",
      "refusedCountry": "Ditolak oleh",
      "refusedDetail": "Rincian penolakan"
    },
    "answers": "Jawaban pertanyaan",
    "yes": "Ya",
    "no": "Tidak",
    "pageOf": "Halaman {page} dari {pages}"
  }
};

export default words;
