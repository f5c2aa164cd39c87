import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "Trop de tentatives. Veuillez patienter une minute et réessayer.",
    "notFound": "La ressource demandée est introuvable.",
    "invalidInput": "Saisie non valide",
    "expectedType": "{type} attendu",
    "malformedBody": "Le corps de la requête n’est pas un JSON valide.",
    "unsupportedMediaType": "Type de contenu non pris en charge. Envoyez du JSON ou des données de formulaire.",
    "bodyTooLarge": "Le corps de la requête est trop volumineux.",
    "badRequest": "La requête n’a pas pu être comprise.",
    "serverError": "Un problème est survenu de notre côté. Veuillez réessayer plus tard.",
    "metricsTokenRequired": "Les métriques nécessitent METRICS_TOKEN comme jeton d’authentification (bearer)."
  }
};

export default words;
