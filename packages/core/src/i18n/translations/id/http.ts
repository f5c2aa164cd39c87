import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "Terlalu banyak percobaan. Silakan tunggu satu menit lalu coba lagi.",
    "notFound": "Sumber daya yang diminta tidak ditemukan.",
    "invalidInput": "Input tidak valid",
    "expectedType": "Seharusnya {type}",
    "malformedBody": "Isi permintaan bukan JSON yang valid.",
    "unsupportedMediaType": "Jenis konten tidak didukung. Kirim JSON atau data formulir.",
    "bodyTooLarge": "Isi permintaan terlalu besar.",
    "badRequest": "Permintaan tidak dapat dipahami.",
    "serverError": "Terjadi kesalahan di sisi kami. Silakan coba lagi nanti.",
    "metricsTokenRequired": "Metrik memerlukan METRICS_TOKEN sebagai bearer token."
  }
};

export default words;
