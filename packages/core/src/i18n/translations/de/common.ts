import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "Zurück",
    "titleWarning": "Warnung",
    "titleInformation": "Information",
    "titleInfo": "Info",
    "titleSuccess": "Erfolg",
    "titleFailed": "Fehlgeschlagen",
    "titleError": "Fehler",
    "apiNotRunning": "Die API ist nicht erreichbar.",
    "noRecords": "Keine Einträge gefunden",
    "signInRequired": "Bitte melden Sie sich an, um fortzufahren.",
    "required": "Pflichtfeld",
    "sessionExpired": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "Anmelden",
    "signInTitle": "Anmelden",
    "signOutAction": "Abmelden",
    "invalidDate": "Ungültiges Datum",
    "pageOutOfRange": "Die Seite muss eine ganze Zahl von 1 bis {last} sein.",
    "removeAction": "Entfernen",
    "ok": "OK",
    "close": "Schließen",
    "dismissNotice": "Ausblenden",
    "loading": "Wird geladen …",
    "readMore": "Mehr anzeigen",
    "readLess": "Weniger anzeigen",
    "expandAll": "Alle aufklappen",
    "collapseAll": "Alle zuklappen",
    "printNow": "Drucken",
    "closePrint": "Druckansicht schließen",
    "pagination": "Seitennavigation",
    "pageSize": "Zeilen pro Seite",
    "goToPage": "Gehe zu Seite",
    "go": "Los",
    "firstPage": "Erste Seite",
    "previousPage": "Vorherige Seite",
    "nextPage": "Nächste Seite",
    "lastPage": "Letzte Seite",
    "pageNumber": "Seite {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "Sprache"
  }
};

export default words;
