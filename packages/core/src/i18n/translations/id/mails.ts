import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/mails.ts. */
const words: AreaWords<typeof import('../../../messages/mails.js')> = {
  "mailMessages": {
    "mailGreeting": "Halo {firstName},",
    "mailSignature": "Tim StudyAtlas",
    "mailVerifySubject": "Silakan verifikasi akun StudyAtlas Anda",
    "mailVerifyIntro": "Terima kasih telah membuat akun. Silakan konfirmasi alamat email Anda dengan membuka tautan ini:",
    "mailVerifyExpiry": "Tautan ini berlaku selama {hours} jam. Jika Anda tidak membuat akun, abaikan email ini.",
    "mailVerifyButton": "Verifikasi akun saya",
    "mailResetSubject": "Kata sandi sementara StudyAtlas Anda",
    "mailResetIntro": "Kami menerima permintaan untuk mengatur ulang kata sandi Anda. Kata sandi sementara Anda adalah:",
    "mailResetLink": "Buka tautan ini lalu masukkan kata sandi sementara beserta kata sandi baru Anda:",
    "mailResetExpiry": "Kata sandi sementara berlaku selama {minutes} menit. Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.",
    "mailResetButton": "Buat kata sandi baru"
  }
};

export default words;
