import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/application.ts. */
const words: AreaWords<typeof import('../../../messages/application.js')> = {
  "applicationMessages": {
    "maxCourses": "Anda dapat menambahkan paling banyak lima kursus dalam satu pendaftaran.",
    "courseExists": "Kursus ini sudah ada. Silakan pilih kursus lain.",
    "atLeastOneCourse": "Pilih minimal satu kursus.",
    "basicIncomplete": "Data dasar Anda belum lengkap.",
    "basicNotConfigured": "Data dasar Anda belum diisi.",
    "noSeats": "Menurut data kami, kuota untuk periode masuk ini sudah habis. Silakan hubungi institusinya.",
    "submissionFailed": "Pendaftaran gagal dikirim.",
    "aboutMeSaved": "Data berhasil disimpan.",
    "submitted": "Pendaftaran Anda telah dikirim.",
    "declarationSaved": "Data berhasil disimpan.",
    "intakeUnknown": "Periode masuk kursus ini sudah tidak ditawarkan. Silakan pilih yang lain.",
    "courseParameterInvalid": "Daftar kursus tidak dapat dibaca.",
    "privacyPolicyOutdated": "Ini bukan kebijakan privasi yang berlaku. Silakan baca kembali pernyataannya.",
    "alreadyApplied": "Anda sudah mendaftar untuk {course} (periode masuk {intakeDate}).",
    "openExistingApplication": "Buka pendaftaran tersebut",
    "declarationTitle": "Pernyataan dan kebijakan privasi",
    "declarationParagraphs": [
      "Saya menyatakan bahwa informasi yang saya berikan dalam pendaftaran ini benar dan lengkap. Saya memahami bahwa institusi dapat menarik kembali tawaran jika ada informasi yang tidak benar atau tidak lengkap.",
      "Saya setuju bahwa StudyAtlas meneruskan pendaftaran ini, profil saya sebagaimana adanya saat pengiriman, dan jawaban saya kepada institusi dari kursus yang saya pilih, agar mereka dapat menilainya dan menghubungi saya terkait pendaftaran ini.",
      "Saya memahami bahwa saya dapat menarik kembali pendaftaran saya kapan saja melalui Pendaftaran saya, dan bahwa institusi menyimpan data yang telah mereka terima sesuai dengan kebijakan privasi masing-masing."
    ]
  }
};

export default words;
