import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "Veuillez répondre à la question",
    "oneChoiceOnly": "Veuillez choisir une seule réponse.",
    "choiceUnknown": "Veuillez choisir l’une des réponses proposées.",
    "dateInvalid": "Veuillez saisir une date valide.",
    "tooManyValues": "Cette question accepte au maximum {max} réponses.",
    "fileUnknown": "Fichier introuvable. Veuillez le téléverser à nouveau.",
    "applicationSubmitted": "Cette candidature a été envoyée : ses réponses ne peuvent plus être modifiées.",
    "surveyNotFound": "Questionnaire introuvable",
    "questionNotFound": "Question introuvable",
    "applicationNotFound": "Candidature introuvable",
    "heading": "Questionnaire",
    "loading": "Chargement du questionnaire…",
    "progress": "Question {n} sur {total}",
    "mandatoryMark": "Obligatoire",
    "back": "Retour",
    "next": "Suivant",
    "submit": "Envoyer",
    "noQuestions": "Ce questionnaire ne comporte aucune question.",
    "done": "Merci : vous avez répondu à toutes les questions.",
    "answerLabel": "Votre réponse",
    "textFieldLabel": "Réponse {n}",
    "dateFieldLabel": "Date {n}",
    "dateLabel": "Date",
    "choosePlaceholder": "Choisir…",
    "fileLabel": "Fichier",
    "uploadFile": "Téléverser un fichier",
    "replaceFile": "Remplacer le fichier",
    "uploading": "Téléversement…",
    "currentFile": "Téléversé : {name}",
    "commentLabel": "Commentaire"
  }
};

export default words;
