import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "Trouver un formulaire",
    "country": "Pays de l’établissement",
    "institution": "Nom de l’établissement",
    "category": "Catégorie",
    "subCategory": "Sous-catégorie {level}",
    "keyword": "Nom du formulaire",
    "choose": "Choisir…",
    "any": "Tous",
    "search": "Rechercher",
    "clear": "Effacer",
    "resultsTitle": "Formulaires",
    "resultsTotal": "{total, plural, one {# formulaire trouvé} other {# formulaires trouvés}}",
    "select": "Sélectionner {name}",
    "selectAll": "Sélectionner tous les formulaires",
    "download": "Télécharger",
    "downloadNamed": "Télécharger {name}",
    "downloadSelected": "Télécharger la sélection ({count})",
    "downloading": "Préparation de votre téléchargement"
  },
  "formMessages": {
    "formCountryRequired": "Le pays de l’établissement est obligatoire",
    "formInstitutionRequired": "Le nom de l’établissement est obligatoire",
    "fileNotFound": "Fichier de ressource introuvable",
    "downloadSuccessful": "Téléchargement réussi : {name}",
    "downloadSaveFailed": "Ressource introuvable : {name}",
    "downloadRequestFailed": "La requête a échoué avec le statut : {status}",
    "downloadIdsRequired": "Indiquez les identifiants de fichier dans l’en-tête fileID (séparés par des virgules s’il y en a plusieurs).",
    "downloadIdsInvalid": "Les identifiants de fichier doivent être des nombres entiers positifs séparés par des virgules.",
    "downloadTooMany": "Vous pouvez télécharger au maximum {max} fichiers à la fois.",
    "downloadTypeInvalid": "Le type de téléchargement (en-tête key) doit être EFM (formulaire), EEM (document d’événement) ou EDN (document du profil).",
    "downloadSignIn": "Veuillez vous connecter pour télécharger des fichiers.",
    "uploadFileRequired": "Veuillez choisir un fichier à téléverser.",
    "uploadNotMultipart": "Envoyez le fichier en multipart/form-data dans le champ « file ».",
    "uploadFileTooLarge": "Le fichier est trop volumineux : {max} Mo maximum.",
    "uploadImageTooLarge": "L’image est trop volumineuse : {max} Mo maximum.",
    "uploadFileType": "Seuls les fichiers PDF, Word (.doc, .docx), texte OpenDocument (.odt), texte brut (.txt), PNG, JPEG ou WEBP peuvent être téléversés.",
    "uploadFileHint": "Vous pouvez joindre des fichiers PDF, Word (.doc, .docx), texte OpenDocument (.odt), texte brut (.txt), PNG, JPEG ou WEBP de {max} Mo maximum chacun.",
    "uploadImageType": "Seuls les fichiers {list} peuvent être téléversés."
  }
};

export default words;
