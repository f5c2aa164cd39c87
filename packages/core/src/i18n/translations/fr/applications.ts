import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/applications.ts. */
const words: AreaWords<typeof import('../../../messages/applications.js')> = {
  "applicationsMessages": {
    "statusLabels": {
      "SUB": "Envoyée",
      "REV": "En cours d’examen",
      "OFC": "Offre conditionnelle",
      "OFU": "Offre inconditionnelle",
      "REJ": "Refusée",
      "ACC": "Acceptée",
      "DEC": "Déclinée",
      "WDR": "Retirée"
    },
    "applicationDeleted": "Candidature supprimée.",
    "applicationWithdrawn": "Candidature retirée.",
    "alreadyWithdrawn": "Cette candidature a déjà été retirée.",
    "moveNotAllowed": "Cette candidature ne peut pas passer de {from} à {to}.",
    "pdfNeedsSubmission": "Envoyez d’abord la candidature : le PDF montre la candidature telle qu’elle a été envoyée.",
    "applicationNotFound": "Candidature introuvable.",
    "courseEntryNotFound": "Formation de la candidature introuvable.",
    "partnerKeyMissing": "Une clé partenaire est requise : envoyez l’en-tête Authorization: Bearer <clé partenaire>.",
    "partnerKeyInvalid": "Cette clé partenaire n’est pas valide ou a été révoquée.",
    "partnerFileNotFound": "Fichier de ressource introuvable",
    "conditionsRequired": "Veuillez indiquer les conditions de l’offre.",
    "mailStatusSubject": "Votre candidature à {course} : {status}",
    "mailStatusIntro": "Le statut de votre candidature à {course} à {institution} ({campus}, rentrée {intake}) est désormais : {status}.",
    "mailStatusConditions": "Conditions de l’offre :",
    "mailStatusReason": "Motif indiqué :",
    "mailStatusAction": "Consultez tout l’historique dans Mes candidatures :",
    "mailStatusButton": "Ouvrir Mes candidatures"
  },
  "applyMessages": {
    "applyAction": "Postuler",
    "applyCourse": "Postuler à {name}",
    "applyDetailsIncomplete": "Mettez d’abord à jour vos informations de base et vos coordonnées",
    "applySignIn": "Veuillez vous connecter pour postuler en ligne."
  }
};

export default words;
