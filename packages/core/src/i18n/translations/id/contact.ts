import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/contact.ts. */
const words: AreaWords<typeof import('../../../messages/contact.js')> = {
  "contactLabels": {
    "title": "Hubungi kami",
    "intro": "Ada pertanyaan, masalah, atau ide? Kirimi kami pesan dan kami akan membalas melalui email.",
    "memberIntro": "Kami akan membalas ke {email}.",
    "name": "Nama",
    "email": "Email",
    "verifyEmail": "Konfirmasi email",
    "number": "Nomor telepon",
    "subject": "Subjek",
    "chooseSubject": "Pilih…",
    "message": "Pesan",
    "send": "Kirim"
  },
  "contactMessages": {
    "contactNameRequired": "Nama wajib diisi",
    "contactNameTooLong": "Nama maksimal 100 karakter",
    "contactEmailRequired": "Email wajib diisi",
    "contactInvalidEmail": "Email tidak valid",
    "contactVerifyEmailRequired": "Silakan masukkan email Anda sekali lagi",
    "contactEmailMismatch": "Email tidak cocok",
    "contactPhoneRequired": "Nomor telepon wajib diisi",
    "contactInvalidNumber": "Nomor tidak valid",
    "contactSubjectRequired": "Subjek wajib diisi",
    "contactSubjectUnknown": "Silakan pilih salah satu subjek.",
    "contactNoteRequired": "Pesan wajib diisi",
    "contactNoteTooLong": "Pesan maksimal 4000 karakter",
    "contactSent": "Terima kasih telah menghubungi kami. Pesan Anda telah terkirim dan kami akan membalas melalui email.",
    "contactFailed": "Pesan gagal dikirim",
    "mailContactSupportSubject": "Hubungi kami: {subject} (dari {name})",
    "mailContactSupportIntro": "Sebuah pesan dikirim melalui formulir Hubungi kami.",
    "mailContactFrom": "Dari: {name} <{email}>",
    "mailContactPhone": "Telepon: {number}",
    "mailContactMember": "Anggota yang masuk #{clientId}",
    "mailContactVisitor": "Pengunjung (belum masuk)",
    "mailContactSubjectLine": "Subjek: {subject}",
    "mailContactAckSubject": "Kami telah menerima pesan Anda",
    "mailContactAckIntro": "Terima kasih telah menghubungi StudyAtlas. Kami telah menerima pesan Anda tentang \"{subject}\" dan akan membalas ke alamat ini.",
    "mailContactAckCopy": "Pesan Anda:"
  }
};

export default words;
