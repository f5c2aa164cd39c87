import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "Negara",
    "state": "Provinsi",
    "city": "Kota",
    "choose": "Pilih…",
    "cityFilter": "Cari kota",
    "cityFilterHint": "Ketik sebagian nama: daftar menampilkan {limit} kota pertama."
  }
};

export default words;
