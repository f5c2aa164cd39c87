import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "Silakan pilih lebih dari satu kursus.",
    "compareMaximum": "Anda dapat memilih paling banyak 10 kursus untuk dibandingkan.",
    "compareTitle": "Bandingkan kursus",
    "compareAction": "Bandingkan",
    "compareToggle": "Bandingkan {name}",
    "compareRemove": "Hapus {name} dari perbandingan",
    "compareClear": "Kosongkan perbandingan",
    "compareSelected": "{count} dari 10 kursus dipilih"
  }
};

export default words;
