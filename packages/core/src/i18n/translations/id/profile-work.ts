import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/profile-work.ts. */
const words: AreaWords<typeof import('../../../messages/profile-work.js')> = {
  "workLabels": {
    "sectionTitle": "Pengalaman kerja",
    "add": "Tambah pengalaman kerja",
    "edit": "Edit pengalaman kerja",
    "employer": "Pemberi kerja",
    "position": "Jabatan",
    "reportTo": "Atasan langsung",
    "mainDuties": "Tugas utama",
    "startDate": "Tanggal mulai",
    "endDate": "Tanggal selesai",
    "current": "Ini pekerjaan saya saat ini",
    "contactTitle": "Kontak pemberi kerja",
    "contactName": "Nama kontak",
    "postcode": "Kode pos",
    "address1": "Alamat baris 1",
    "address2": "Alamat baris 2",
    "address3": "Alamat baris 3",
    "phone": "Telepon",
    "fax": "Faks",
    "mobile": "Ponsel",
    "email": "Email",
    "dates": "Periode",
    "present": "Sekarang",
    "save": "Simpan",
    "cancel": "Batal",
    "editAction": "Edit",
    "deleteAction": "Hapus",
    "deleteConfirmTitle": "Hapus",
    "deleteConfirm": "Hapus pengalaman kerja ini?",
    "yes": "Ya",
    "next": "Berikutnya",
    "back": "Kembali"
  },
  "workMessages": {
    "workStartFuture": "Tanggal mulai harus sebelum tanggal hari ini",
    "workEndOrCurrent": "Centang kotak pekerjaan saat ini jika ini adalah pekerjaan Anda sekarang",
    "workDateOrder": "Tanggal mulai kerja harus sebelum tanggal selesai kerja.",
    "workEmployerRequired": "Pemberi kerja wajib diisi",
    "workPositionRequired": "Jabatan wajib diisi",
    "workReportToRequired": "Atasan langsung wajib diisi",
    "workContactNameRequired": "Nama kontak wajib diisi",
    "workCountryRequired": "Negara wajib diisi",
    "workStateRequired": "Provinsi wajib diisi",
    "workCityRequired": "Kota wajib diisi",
    "workPostcodeRequired": "Kode pos wajib diisi",
    "workAddressRequired": "Alamat baris 1 wajib diisi",
    "workInvalidEmail": "Email tidak valid",
    "workPlaceUnknown": "Silakan pilih dari daftar",
    "workSaved": "Data berhasil disimpan.",
    "workDeleted": "Data dihapus.",
    "workNotFound": "Data tidak ditemukan."
  }
};

export default words;
