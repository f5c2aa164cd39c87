import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/courses.ts. */
const words: AreaWords<typeof import('../../../messages/courses.js')> = {
  "courseLabels": {
    "searchTitle": "Trouver une formation",
    "searchText": "Domaine d’études ou nom de la formation",
    "keyword": "Nom de la formation ou domaine d’études",
    "country": "Pays de l’établissement",
    "state": "État/région",
    "city": "Ville",
    "levelGroup": "Groupe de niveaux d’études",
    "award": "Diplôme délivré",
    "otherAwardNamed": "{award} : {names}",
    "moreAwardNames": "{names} et {count, plural, one {# autre} other {# autres}}",
    "majorArea": "Domaine d’études",
    "minorArea": "Spécialité",
    "studyMode": "Mode d’études",
    "intakeDate": "Rentrée à partir du",
    "searchBy": "Rechercher par",
    "byLocation": "Lieu",
    "byName": "Nom",
    "sortBy": "Trier par",
    "sortByName": "Nom",
    "sortByLocation": "Lieu",
    "any": "Tous",
    "choose": "Choisir…",
    "search": "Rechercher",
    "clear": "Effacer",
    "resultsTitle": "Formations",
    "resultsTotal": "{total, plural, one {# formation trouvée} other {# formations trouvées}}",
    "resultsRange": "{from}–{to} sur {total}",
    "noSearch": "Aucune recherche à afficher pour l’instant. Indiquez ce que vous cherchez dans la recherche de formations.",
    "toSearch": "Aller à la recherche de formations",
    "campus": "Campus",
    "location": "Lieu",
    "startDate": "Début",
    "annualFee": "Frais annuels",
    "feeNotPublished": "Frais non communiqués",
    "overview": "Présentation",
    "description": "Description",
    "details": "Détails de la formation",
    "amount": "Montant",
    "closes": "Clôture"
  },
  "courseMessages": {
    "courseSearchTextRequired": "Saisissez au moins 3 caractères dans Domaine d’études ou nom de la formation",
    "courseInstitutionCountryRequired": "Le pays de l’établissement est obligatoire",
    "courseStudyLevelGroupRequired": "Le groupe de niveaux d’études est obligatoire",
    "courseFilterMissing": "Obligatoire : {items}",
    "courseFilterItemText": "Domaine d’études ou nom de la formation",
    "courseFilterItemCountry": "Pays de l’établissement",
    "courseFilterItemGroup": "Groupe de niveaux d’études",
    "courseCountryRequired": "Le pays est obligatoire",
    "courseSearchTooLong": "Le champ Domaine d’études ou nom de la formation ne peut pas dépasser {max} caractères"
  },
  "courseReplyMessages": {
    "courseRowsOutOfRange": "Les lignes doivent partir de 0 au minimum, {max} au maximum à la fois (from ≤ to).",
    "courseNotFound": "Formation introuvable.",
    "courseInstitutionNotFound": "Établissement introuvable.",
    "courseStudyAreaNotFound": "Domaine d’études introuvable.",
    "courseCampusNotFound": "Campus introuvable pour cette formation.",
    "courseIntakeNotFound": "Rentrée introuvable pour cette formation."
  }
};

export default words;
