import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "Formular finden",
    "country": "Land der Institution",
    "institution": "Name der Institution",
    "category": "Kategorie",
    "subCategory": "Unterkategorie {level}",
    "keyword": "Name des Formulars",
    "choose": "Auswählen …",
    "any": "Alle",
    "search": "Suchen",
    "clear": "Zurücksetzen",
    "resultsTitle": "Formulare",
    "resultsTotal": "{total, plural, one {{total} Formular gefunden} other {{total} Formulare gefunden}}",
    "select": "{name} auswählen",
    "selectAll": "Alle Formulare auswählen",
    "download": "Herunterladen",
    "downloadNamed": "{name} herunterladen",
    "downloadSelected": "Auswahl herunterladen ({count})",
    "downloading": "Ihr Download wird vorbereitet"
  },
  "formMessages": {
    "formCountryRequired": "Land der Institution ist ein Pflichtfeld",
    "formInstitutionRequired": "Name der Institution ist ein Pflichtfeld",
    "fileNotFound": "Datei nicht gefunden",
    "downloadSuccessful": "Erfolgreich: {name}",
    "downloadSaveFailed": "Datei nicht gefunden: {name}",
    "downloadRequestFailed": "Anfrage fehlgeschlagen mit Status: {status}",
    "downloadIdsRequired": "Geben Sie die Datei-IDs im Header fileID an (bei mehreren durch Kommas getrennt).",
    "downloadIdsInvalid": "Datei-IDs müssen positive ganze Zahlen sein, durch Kommas getrennt.",
    "downloadTooMany": "Es können höchstens {max} Dateien auf einmal heruntergeladen werden.",
    "downloadTypeInvalid": "Die Downloadart (Header key) muss EFM (Formular), EEM (Veranstaltungsdokument) oder EDN (Profildokument) sein.",
    "downloadSignIn": "Bitte melden Sie sich an, um Dateien herunterzuladen.",
    "uploadFileRequired": "Bitte wählen Sie eine Datei zum Hochladen aus.",
    "uploadNotMultipart": "Senden Sie die Datei als multipart/form-data im Feld „file“.",
    "uploadFileTooLarge": "Die Datei ist zu groß: höchstens {max} MB.",
    "uploadImageTooLarge": "Das Bild ist zu groß: höchstens {max} MB.",
    "uploadFileType": "Es können nur Dateien im Format PDF, Word (.doc, .docx), OpenDocument-Text (.odt), Nur-Text (.txt), PNG, JPEG oder WEBP hochgeladen werden.",
    "uploadFileHint": "Sie können Dateien im Format PDF, Word (.doc, .docx), OpenDocument-Text (.odt), Nur-Text (.txt), PNG, JPEG oder WEBP mit jeweils bis zu {max} MB anhängen.",
    "uploadImageType": "Nur folgende Dateitypen können hochgeladen werden: {list}."
  }
};

export default words;
