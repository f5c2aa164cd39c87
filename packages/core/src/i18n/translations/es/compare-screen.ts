import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/compare-screen.ts. */
const words: AreaWords<typeof import('../../../messages/compare-screen.js')> = {
  "compareScreenMessages": {
    "compareCarousel": "Cursos comparados",
    "compareCarouselRole": "carrusel",
    "comparePrevious": "Cursos anteriores",
    "compareNext": "Cursos siguientes",
    "compareShowing": "Cursos {first} a {last} de {count}",
    "compareInstitution": "Institución",
    "compareLocation": "Ubicación",
    "compareAward": "Titulación",
    "compareLevel": "Nivel de estudios",
    "compareStudyArea": "Área de estudio",
    "compareStudyMode": "Modalidad",
    "compareDuration": "Duración",
    "compareIntake": "Inicio",
    "compareSeats": "Plazas",
    "compareAnnualFee": "Tasa anual",
    "compareTotalCost": "Coste total",
    "compareInterview": "Requiere entrevista",
    "compareScholarships": "Becas",
    "compareDetail": "Ver detalles",
    "compareNotAvailable": "–",
    "yes": "Sí",
    "no": "No"
  }
};

export default words;
