import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "Cari agen",
    "country": "Negara",
    "state": "Provinsi",
    "city": "Kota",
    "keyword": "Nama agen",
    "distance": "Jarak dari kota",
    "distanceValue": "{km} km",
    "distanceHint": "Agen yang memiliki kantor dalam jarak ini dari kota yang dipilih.",
    "refine": "Opsi lainnya",
    "refineLess": "Lebih sedikit opsi",
    "institution": "Institusi yang diwakili",
    "instCountry": "Negara institusi",
    "instState": "Provinsi institusi",
    "instCity": "Kota institusi",
    "instKeyword": "Nama institusi",
    "sortBy": "Urutkan menurut",
    "byLocation": "Lokasi",
    "byName": "Nama",
    "any": "Semua",
    "choose": "Pilih…",
    "search": "Cari",
    "clear": "Atur ulang",
    "resultsTitle": "Agen",
    "resultsTotal": "{total} agen ditemukan",
    "distanceAway": "{km} km dari sini",
    "mapLabel": "Peta agen",
    "overview": "Ringkasan",
    "locations": "Lokasi",
    "headOffice": "Kantor pusat",
    "professionalBodies": "Asosiasi profesi",
    "membershipNo": "No. keanggotaan {number}",
    "institutions": "Institusi yang diwakili",
    "contacts": "Kontak",
    "phone": "Telepon",
    "email": "Email",
    "web": "Alamat web",
    "legalName": "Nama resmi",
    "locationHead": "Kepala kantor",
    "location": "Lokasi",
    "rowsPerPage": "Baris per halaman"
  },
  "agentMessages": {
    "agentCountryRequired": "Negara wajib diisi",
    "agentCountryOrKeywordRequired": "Negara atau kata kunci wajib diisi",
    "agentNotFound": "Agen tidak ditemukan.",
    "agentLocationNotFound": "Lokasi agen tidak ditemukan."
  }
};

export default words;
