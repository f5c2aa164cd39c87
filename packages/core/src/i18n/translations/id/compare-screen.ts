import type { AreaWords } from '../../types.js';

/** Indonesian: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "Kursus yang dibandingkan",
    "compareCarouselRole": "korsel",
    "comparePrevious": "Kursus sebelumnya",
    "compareNext": "Kursus berikutnya",
    "compareShowing": "Kursus {first} sampai {last} dari {count}",
    "compareInstitution": "Institusi",
    "compareLocation": "Lokasi",
    "compareAward": "Gelar",
    "compareLevel": "Jenjang studi",
    "compareStudyArea": "Bidang studi",
    "compareStudyMode": "Mode studi",
    "compareDuration": "Durasi",
    "compareIntake": "Periode masuk",
    "compareSeats": "Kuota",
    "compareAnnualFee": "Biaya per tahun",
    "compareTotalCost": "Biaya total",
    "compareInterview": "Wajib wawancara",
    "compareScholarships": "Beasiswa",
    "compareDetail": "Lihat detail",
    "compareNotAvailable": "–",
    "yes": "Ya",
    "no": "Tidak"
  }
};

export default words;
