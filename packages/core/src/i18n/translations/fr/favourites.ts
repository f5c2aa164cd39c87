import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/favourites.ts. */
const words: AreaWords<typeof import('../../../messages/favourites.js')> = {
  "favouriteMessages": {
    "favouriteSignIn": "Veuillez vous connecter pour enregistrer vos favoris.",
    "favouritesTitle": "Favoris",
    "favouriteCategories": "Catégories de favoris",
    "favouriteToggle": "Favori : {name}",
    "favouriteRemove": "Retirer {name} des favoris",
    "favouriteTabCourses": "Formations",
    "favouriteTabInstitutions": "Établissements",
    "favouriteTabAgents": "Agents",
    "favouriteTabEvents": "Événements",
    "favouriteTabScholarships": "Bourses",
    "favouriteTab": "{name} ({count})",
    "favouriteStarts": "Début : {date}",
    "favouriteDates": "Du {from} au {to}",
    "favouriteCloses": "Clôture : {date}"
  },
  "favouriteReplyMessages": {
    "favouriteCategoryRequired": "La catégorie est obligatoire",
    "favouriteCategoryInvalid": "La catégorie doit être C (rentrée d’une formation), I (établissement), A (agent), E (événement) ou S (bourse).",
    "favouriteReferenceRequired": "ReferenceFk est obligatoire",
    "favouriteReferenceInvalid": "ReferenceFk doit être un nombre entier positif.",
    "favouritePreferenceRequired": "PreferenceFk est obligatoire",
    "favouritePreferenceInvalid": "PreferenceFk doit être un nombre entier positif.",
    "favouriteFlagInvalid": "FavFlag doit valoir true ou false.",
    "favouriteNotFound": "Favori introuvable.",
    "favouriteIntakeNotFound": "Rentrée de la formation introuvable.",
    "favouriteInstitutionNotFound": "Établissement introuvable.",
    "favouriteAgentNotFound": "Agent introuvable.",
    "favouriteEventNotFound": "Événement introuvable.",
    "favouriteScholarshipNotFound": "Bourse introuvable."
  }
};

export default words;
