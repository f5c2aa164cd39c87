import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/referral.ts. */
const words: AreaWords<typeof import('../../../messages/referral.js')> = {
  "referralLabels": {
    "open": "Ajak teman",
    "title": "Ajak teman",
    "intro": "Ajak teman ke StudyAtlas: kami akan mengirimkan tautan untuk membuat akun melalui email.",
    "name": "Nama",
    "email": "Email",
    "send": "Kirim undangan",
    "cancel": "Batal"
  },
  "referralMessages": {
    "referralNameRequired": "Nama wajib diisi",
    "referralNameTooLong": "Nama maksimal 100 karakter",
    "referralEmailRequired": "Email wajib diisi",
    "referralInvalidEmail": "Email tidak valid",
    "referralSent": "Undangan Anda telah dikirim ke {email}.",
    "referralDailyLimit": "Anda dapat mengajak hingga {max} teman per hari. Silakan coba lagi besok.",
    "mailReferralSubject": "{name} mengajak Anda bergabung di StudyAtlas",
    "mailReferralSender": "Dikirim atas permintaan anggota StudyAtlas {name} ({email}).",
    "mailReferralIntro": "{name} rasa Anda akan menyukai StudyAtlas: temukan institusi, kursus, dan beasiswa di seluruh dunia, bandingkan kursus, dan daftar secara online.",
    "mailReferralAction": "Buat akun gratis Anda di sini:",
    "mailReferralButton": "Buat akun StudyAtlas",
    "mailReferralIgnore": "Jika Anda tidak tertarik, abaikan email ini."
  }
};

export default words;
