import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "Silakan masuk untuk menyimpan favorit Anda.",
    "favouritesTitle": "Favorit",
    "favouriteCategories": "Kategori favorit",
    "favouriteToggle": "Favorit: {name}",
    "favouriteRemove": "Hapus {name} dari favorit",
    "favouriteTabCourses": "Kursus",
    "favouriteTabInstitutions": "Institusi",
    "favouriteTabAgents": "Agen",
    "favouriteTabEvents": "Acara",
    "favouriteTabScholarships": "Beasiswa",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "Mulai {date}",
    "favouriteDates": "{from} sampai {to}",
    "favouriteCloses": "Ditutup {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "Kategori wajib diisi",
    "favouriteCategoryInvalid": "Kategori harus C (periode masuk kursus), I (institusi), A (agen), E (acara), atau S (beasiswa).",
    "favouriteReferenceRequired": "ReferenceFk wajib diisi",
    "favouriteReferenceInvalid": "ReferenceFk harus berupa bilangan bulat positif.",
    "favouritePreferenceRequired": "PreferenceFk wajib diisi",
    "favouritePreferenceInvalid": "PreferenceFk harus berupa bilangan bulat positif.",
    "favouriteFlagInvalid": "FavFlag harus true atau false.",
    "favouriteNotFound": "Favorit ini tidak ditemukan.",
    "favouriteIntakeNotFound": "Periode masuk kursus tidak ditemukan.",
    "favouriteInstitutionNotFound": "Institusi tidak ditemukan.",
    "favouriteAgentNotFound": "Agen tidak ditemukan.",
    "favouriteEventNotFound": "Acara tidak ditemukan.",
    "favouriteScholarshipNotFound": "Beasiswa tidak ditemukan."
  }
};

export default words;
