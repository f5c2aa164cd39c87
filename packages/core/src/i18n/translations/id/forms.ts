import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "Cari formulir",
    "country": "Negara institusi",
    "institution": "Nama institusi",
    "category": "Kategori",
    "subCategory": "Subkategori {level}",
    "keyword": "Nama formulir",
    "choose": "Pilih…",
    "any": "Semua",
    "search": "Cari",
    "clear": "Atur ulang",
    "resultsTitle": "Formulir",
    "resultsTotal": "{total} formulir ditemukan",
    "select": "Pilih {name}",
    "selectAll": "Pilih semua formulir",
    "download": "Unduh",
    "downloadNamed": "Unduh {name}",
    "downloadSelected": "Unduh yang dipilih ({count})",
    "downloading": "Menyiapkan unduhan Anda"
  },
  "formMessages": {
    "formCountryRequired": "Negara institusi wajib diisi",
    "formInstitutionRequired": "Nama institusi wajib diisi",
    "fileNotFound": "File tidak ditemukan",
    "downloadSuccessful": "Berhasil: {name}",
    "downloadSaveFailed": "File tidak ditemukan: {name}",
    "downloadRequestFailed": "Permintaan gagal dengan status: {status}",
    "downloadIdsRequired": "Cantumkan ID file di header fileID (pisahkan dengan koma jika lebih dari satu).",
    "downloadIdsInvalid": "ID file harus berupa bilangan bulat positif, dipisahkan dengan koma.",
    "downloadTooMany": "Maksimal {max} file dapat diunduh sekaligus.",
    "downloadTypeInvalid": "Jenis unduhan (header key) harus EFM (formulir), EEM (dokumen acara), atau EDN (dokumen profil).",
    "downloadSignIn": "Silakan masuk untuk mengunduh file.",
    "uploadFileRequired": "Silakan pilih file untuk diunggah.",
    "uploadNotMultipart": "Kirim file sebagai multipart/form-data di field \"file\".",
    "uploadFileTooLarge": "File terlalu besar: maksimal {max} MB.",
    "uploadImageTooLarge": "Gambar terlalu besar: maksimal {max} MB.",
    "uploadFileType": "Hanya file PDF, Word (.doc, .docx), teks OpenDocument (.odt), teks biasa (.txt), PNG, JPEG, atau WEBP yang dapat diunggah.",
    "uploadFileHint": "Anda dapat melampirkan file PDF, Word (.doc, .docx), teks OpenDocument (.odt), teks biasa (.txt), PNG, JPEG, atau WEBP, masing-masing maksimal {max} MB.",
    "uploadImageType": "Hanya file ({list}) yang boleh diunggah."
  }
};

export default words;
