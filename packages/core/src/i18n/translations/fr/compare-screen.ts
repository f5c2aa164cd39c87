import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "Formations comparées",
    "compareCarouselRole": "carrousel",
    "comparePrevious": "Formations précédentes",
    "compareNext": "Formations suivantes",
    "compareShowing": "Formations {first} à {last} sur {count}",
    "compareInstitution": "Établissement",
    "compareLocation": "Lieu",
    "compareAward": "Diplôme délivré",
    "compareLevel": "Niveau d’études",
    "compareStudyArea": "Domaine d’études",
    "compareStudyMode": "Mode d’études",
    "compareDuration": "Durée",
    "compareIntake": "Rentrée",
    "compareSeats": "Places",
    "compareAnnualFee": "Frais annuels",
    "compareTotalCost": "Coût total",
    "compareInterview": "Entretien requis",
    "compareScholarships": "Bourses",
    "compareDetail": "Voir les détails",
    "compareNotAvailable": "–",
    "yes": "Oui",
    "no": "Non"
  }
};

export default words;
