import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "Trouver un agent",
    "country": "Pays",
    "state": "État/région",
    "city": "Ville",
    "keyword": "Nom de l’agent",
    "distance": "Distance de la ville",
    "distanceValue": "{km} km",
    "distanceHint": "Agents ayant un bureau dans ce rayon autour de la ville choisie.",
    "refine": "Plus d’options",
    "refineLess": "Moins d’options",
    "institution": "Établissement représenté",
    "instCountry": "Pays de l’établissement",
    "instState": "État/région de l’établissement",
    "instCity": "Ville de l’établissement",
    "instKeyword": "Nom de l’établissement",
    "sortBy": "Trier par",
    "byLocation": "Lieu",
    "byName": "Nom",
    "any": "Tous",
    "choose": "Choisir…",
    "search": "Rechercher",
    "clear": "Effacer",
    "resultsTitle": "Agents",
    "resultsTotal": "{total, plural, one {# agent trouvé} other {# agents trouvés}}",
    "distanceAway": "À {km} km",
    "mapLabel": "Carte des agents",
    "overview": "Présentation",
    "locations": "Bureaux",
    "headOffice": "Siège",
    "professionalBodies": "Organismes professionnels",
    "membershipNo": "N° d’adhérent {number}",
    "institutions": "Établissements représentés",
    "contacts": "Contacts",
    "phone": "Téléphone",
    "email": "E-mail",
    "web": "Site web",
    "legalName": "Raison sociale",
    "locationHead": "Responsable du bureau",
    "location": "Bureau",
    "rowsPerPage": "Lignes par page"
  },
  "agentMessages": {
    "agentCountryRequired": "Le pays est obligatoire",
    "agentCountryOrKeywordRequired": "Indiquez un pays ou un mot-clé",
    "agentNotFound": "Agent introuvable.",
    "agentLocationNotFound": "Bureau de l’agent introuvable."
  }
};

export default words;
