import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/portal.ts. */
const words: AreaWords<typeof import('../../../messages/portal.js')> = {
  "portalMessages": {
    "skipToContent": "Langsung ke konten utama",
    "homeTitle": "Beranda",
    "portalNavLabel": "Utama",
    "portalNavSearch": "Cari",
    "portalNavCompare": "Bandingkan",
    "portalMenuButton": "Menu",
    "accountMenuButton": "Akun saya",
    "profileNoticesTitle": "Pemberitahuan email",
    "homeWelcomeTitle": "Temukan tempat kuliah Anda di luar negeri",
    "homeWelcomeText": "StudyAtlas menghimpun institusi, kursus, beasiswa, agen, dan acara dari seluruh dunia. Buat akun gratis untuk menyimpan favorit, membandingkan kursus, dan mendaftar secara online.",
    "homeCreateAccount": "Buat akun gratis",
    "homeWelcomeBack": "Selamat datang kembali, {firstName}",
    "homeMemberIntro": "Akun Anda sudah siap. Berikut posisi Anda saat ini.",
    "homeAccountHeading": "Akun Anda",
    "homeUnreadLabel": "Pesan belum dibaca",
    "homeChangePassword": "Ubah kata sandi",
    "homeNextHeading": "Yang dapat Anda lakukan dengan StudyAtlas",
    "homeNextSearch": "Cari institusi, kursus, dan beasiswa berdasarkan negara, bidang studi, dan jenjang.",
    "homeNextCompare": "Simpan favorit dan bandingkan hingga sepuluh kursus secara berdampingan.",
    "homeNextApply": "Daftar secara online ke hingga lima kursus dalam satu pendaftaran.",
    "homeNextConnect": "Kirim pesan ke institusi dan pelajar lain, serta ajak teman Anda.",
    "errorPageTitle": "Halaman tidak ditemukan",
    "errorPageText": "Halaman yang Anda cari tidak ada atau sudah tidak tersedia.",
    "goHome": "Ke beranda"
  }
};

export default words;
