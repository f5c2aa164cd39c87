import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "Kembali",
    "titleWarning": "Peringatan",
    "titleInformation": "Informasi",
    "titleInfo": "Info",
    "titleSuccess": "Berhasil",
    "titleFailed": "Gagal",
    "titleError": "Kesalahan",
    "apiNotRunning": "API tidak berjalan.",
    "noRecords": "Tidak ada data",
    "signInRequired": "Silakan masuk untuk melanjutkan.",
    "required": "Wajib diisi",
    "sessionExpired": "Sesi Anda telah berakhir. Silakan masuk kembali.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "Masuk",
    "signInTitle": "Masuk",
    "signOutAction": "Keluar",
    "invalidDate": "Tanggal tidak valid",
    "pageOutOfRange": "Halaman harus berupa bilangan bulat dari 1 sampai {last}.",
    "removeAction": "Hapus",
    "ok": "OK",
    "close": "Tutup",
    "dismissNotice": "Tutup",
    "loading": "Memuat…",
    "readMore": "Selengkapnya",
    "readLess": "Lebih sedikit",
    "expandAll": "Buka semua",
    "collapseAll": "Tutup semua",
    "printNow": "Cetak",
    "closePrint": "Tutup tampilan cetak",
    "pagination": "Navigasi halaman",
    "pageSize": "Baris per halaman",
    "goToPage": "Ke halaman",
    "go": "Buka",
    "firstPage": "Halaman pertama",
    "previousPage": "Halaman sebelumnya",
    "nextPage": "Halaman berikutnya",
    "lastPage": "Halaman terakhir",
    "pageNumber": "Halaman {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "Bahasa"
  }
};

export default words;
