import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "Bitte beantworten Sie die Frage",
    "oneChoiceOnly": "Bitte wählen Sie nur eine Antwort.",
    "choiceUnknown": "Bitte wählen Sie eine der Antworten zu dieser Frage.",
    "dateInvalid": "Bitte geben Sie ein gültiges Datum ein.",
    "tooManyValues": "Diese Frage erlaubt höchstens {max} Antworten.",
    "fileUnknown": "Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.",
    "applicationSubmitted": "Diese Bewerbung wurde eingereicht: Ihre Antworten können nicht mehr geändert werden.",
    "surveyNotFound": "Fragebogen nicht gefunden",
    "questionNotFound": "Frage nicht gefunden",
    "applicationNotFound": "Bewerbung nicht gefunden",
    "heading": "Fragebogen",
    "loading": "Fragebogen wird geladen …",
    "progress": "Frage {n} von {total}",
    "mandatoryMark": "Pflichtfeld",
    "back": "Zurück",
    "next": "Weiter",
    "submit": "Absenden",
    "noQuestions": "Dieser Fragebogen enthält keine Fragen.",
    "done": "Vielen Dank: Alle Fragen sind beantwortet.",
    "answerLabel": "Ihre Antwort",
    "textFieldLabel": "Antwort {n}",
    "dateFieldLabel": "Datum {n}",
    "dateLabel": "Datum",
    "choosePlaceholder": "Auswählen …",
    "fileLabel": "Datei",
    "uploadFile": "Datei hochladen",
    "replaceFile": "Datei ersetzen",
    "uploading": "Wird hochgeladen …",
    "currentFile": "Hochgeladen: {name}",
    "commentLabel": "Kommentar"
  }
};

export default words;
