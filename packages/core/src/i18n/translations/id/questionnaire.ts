import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "Silakan jawab pertanyaan ini",
    "oneChoiceOnly": "Pilih satu jawaban saja.",
    "choiceUnknown": "Silakan pilih salah satu jawaban untuk pertanyaan ini.",
    "dateInvalid": "Masukkan tanggal yang valid.",
    "tooManyValues": "Pertanyaan ini menerima maksimal {max} jawaban.",
    "fileUnknown": "File tidak ditemukan. Silakan unggah ulang.",
    "applicationSubmitted": "Pendaftaran ini sudah dikirim: jawabannya tidak dapat diubah lagi.",
    "surveyNotFound": "Kuesioner tidak ditemukan",
    "questionNotFound": "Pertanyaan tidak ditemukan",
    "applicationNotFound": "Pendaftaran tidak ditemukan",
    "heading": "Kuesioner",
    "loading": "Memuat kuesioner…",
    "progress": "Pertanyaan {n} dari {total}",
    "mandatoryMark": "Wajib",
    "back": "Kembali",
    "next": "Berikutnya",
    "submit": "Kirim",
    "noQuestions": "Kuesioner ini tidak memiliki pertanyaan.",
    "done": "Terima kasih: semua pertanyaan sudah dijawab.",
    "answerLabel": "Jawaban Anda",
    "textFieldLabel": "Jawaban {n}",
    "dateFieldLabel": "Tanggal {n}",
    "dateLabel": "Tanggal",
    "choosePlaceholder": "Pilih…",
    "fileLabel": "File",
    "uploadFile": "Unggah file",
    "replaceFile": "Ganti file",
    "uploading": "Mengunggah…",
    "currentFile": "Terunggah: {name}",
    "commentLabel": "Komentar"
  }
};

export default words;
