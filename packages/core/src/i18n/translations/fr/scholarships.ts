import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/scholarships.ts. */
const words: AreaWords<typeof import('../../../messages/scholarships.js')> = {
  "scholarshipLabels": {
    "searchTitle": "Trouver une bourse",
    "country": "Pays",
    "institution": "Établissement",
    "levelGroup": "Groupe de niveaux d’études",
    "majorArea": "Domaine d’études",
    "minorArea": "Spécialité",
    "keyword": "Nom de la bourse ou de l’établissement",
    "any": "Tous",
    "search": "Rechercher",
    "clear": "Effacer",
    "resultsTitle": "Bourses",
    "resultsTotal": "{total, plural, one {# bourse trouvée} other {# bourses trouvées}}",
    "resultsRange": "{from}–{to} sur {total}",
    "details": "Détails de la bourse",
    "amount": "Montant",
    "opens": "Ouverture",
    "closes": "Clôture",
    "closed": "Clôturée",
    "anyLevel": "Tous niveaux d’études",
    "offeredIn": "Proposée en",
    "print": "Version imprimable",
    "overview": "Présentation",
    "eligibility": "Conditions d’admissibilité",
    "courses": "Formations",
    "courseCount": "{count, plural, one {# formation de {institution} donne droit à cette bourse.} other {# formations de {institution} donnent droit à cette bourse.}}",
    "viewCourses": "Voir ces formations",
    "noCourses": "Aucune formation n’est actuellement associée à cette bourse.",
    "institutionSection": "Établissement",
    "web": "Web"
  },
  "scholarshipMessages": {
    "scholarshipNotFound": "Bourse introuvable.",
    "scholarshipRowsOutOfRange": "Les lignes doivent partir de 0 au minimum, {max} au maximum à la fois (from ≤ to)."
  }
};

export default words;
