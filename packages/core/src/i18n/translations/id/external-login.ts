import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/external-login.ts. */
const words: AreaWords<typeof import('../../../messages/external-login.js')> = {
  "externalLoginMessages": {
    "notSignedUp": "Anda belum mendaftar akun dengan {provider}. Silakan buat akun terlebih dahulu.",
    "registerContactSupport": "Gagal mendaftarkan pengguna. Silakan hubungi dukungan {provider}.",
    "registerTryLater": "Gagal mendaftarkan pengguna. Silakan coba lagi nanti.",
    "signInWith": "Masuk dengan {provider}",
    "signUpWith": "Buat akun dengan {provider}",
    "providersLabel": "Cara lain untuk masuk",
    "providersLoading": "Memuat cara lain untuk masuk…",
    "signingIn": "Sedang memasukkan Anda…",
    "externalSignUpIntro": "Anda membuat akun dengan akun {provider} Anda. Periksa data Anda lalu buat akun.",
    "externalSignUpAction": "Buat akun",
    "setPasswordTitle": "Buat kata sandi",
    "setPasswordIntro": "Akun Anda belum memiliki kata sandi: Anda masuk melalui penyedia eksternal. Buat kata sandi agar Anda juga dapat masuk dengan email.",
    "setPasswordAction": "Simpan kata sandi",
    "passwordSet": "Kata sandi Anda telah dibuat. Sekarang Anda juga dapat masuk dengan email dan kata sandi.",
    "passwordAlreadySet": "Akun Anda sudah memiliki kata sandi. Ubah dengan kata sandi Anda saat ini.",
    "setPasswordNotice": "Anda masuk melalui penyedia eksternal dan belum memiliki kata sandi.",
    "setPasswordNoticeDismiss": "Nanti saja"
  }
};

export default words;
