import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
    "notFound": "Die angeforderte Ressource wurde nicht gefunden.",
    "invalidInput": "Ungültige Eingabe",
    "expectedType": "Erwartet: {type}",
    "malformedBody": "Der Anfragetext ist kein gültiges JSON.",
    "unsupportedMediaType": "Nicht unterstützter Inhaltstyp. Senden Sie JSON oder Formulardaten.",
    "bodyTooLarge": "Der Anfragetext ist zu groß.",
    "badRequest": "Die Anfrage konnte nicht verarbeitet werden.",
    "serverError": "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    "metricsTokenRequired": "Die Metriken erfordern das METRICS_TOKEN als Bearer-Token."
  }
};

export default words;
