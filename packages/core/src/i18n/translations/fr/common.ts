import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "Retour",
    "titleWarning": "Avertissement",
    "titleInformation": "Information",
    "titleInfo": "Info",
    "titleSuccess": "Succès",
    "titleFailed": "Échec",
    "titleError": "Erreur",
    "apiNotRunning": "L’API ne fonctionne pas.",
    "noRecords": "Aucun enregistrement trouvé",
    "signInRequired": "Veuillez vous connecter pour continuer.",
    "required": "Obligatoire",
    "sessionExpired": "Votre session a expiré. Veuillez vous reconnecter.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "Se connecter",
    "signInTitle": "Connexion",
    "signOutAction": "Se déconnecter",
    "invalidDate": "Date non valide",
    "pageOutOfRange": "La page doit être un nombre entier compris entre 1 et {last}.",
    "removeAction": "Supprimer",
    "ok": "OK",
    "close": "Fermer",
    "dismissNotice": "Ignorer",
    "loading": "Chargement…",
    "readMore": "Lire la suite",
    "readLess": "Réduire",
    "expandAll": "Tout développer",
    "collapseAll": "Tout réduire",
    "printNow": "Imprimer",
    "closePrint": "Fermer la version imprimable",
    "pagination": "Pagination",
    "pageSize": "Lignes par page",
    "goToPage": "Aller à la page",
    "go": "OK",
    "firstPage": "Première page",
    "previousPage": "Page précédente",
    "nextPage": "Page suivante",
    "lastPage": "Dernière page",
    "pageNumber": "Page {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "Langue"
  }
};

export default words;
