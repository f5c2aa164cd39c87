import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/agents.ts. */
const words: AreaWords<typeof import('../../../messages/agents.js')> = {
  "agentLabels": {
    "searchTitle": "Agentur finden",
    "country": "Land",
    "state": "Region",
    "city": "Stadt",
    "keyword": "Name der Agentur",
    "distance": "Entfernung von der Stadt",
    "distanceValue": "{km} km",
    "distanceHint": "Agenturen mit einem Büro innerhalb dieser Entfernung von der gewählten Stadt.",
    "refine": "Weitere Optionen",
    "refineLess": "Weniger Optionen",
    "institution": "Vertretene Institution",
    "instCountry": "Land der Institution",
    "instState": "Region der Institution",
    "instCity": "Stadt der Institution",
    "instKeyword": "Name der Institution",
    "sortBy": "Sortieren nach",
    "byLocation": "Standort",
    "byName": "Name",
    "any": "Alle",
    "choose": "Auswählen …",
    "search": "Suchen",
    "clear": "Zurücksetzen",
    "resultsTitle": "Agenturen",
    "resultsTotal": "{total, plural, one {{total} Agentur gefunden} other {{total} Agenturen gefunden}}",
    "distanceAway": "{km} km entfernt",
    "mapLabel": "Karte der Agenturen",
    "overview": "Überblick",
    "locations": "Standorte",
    "headOffice": "Hauptsitz",
    "professionalBodies": "Berufsverbände",
    "membershipNo": "Mitgliedsnr. {number}",
    "institutions": "Vertretene Institutionen",
    "contacts": "Ansprechpersonen",
    "phone": "Telefon",
    "email": "E-Mail",
    "web": "Website",
    "legalName": "Offizieller Name",
    "locationHead": "Standortleitung",
    "location": "Standort",
    "rowsPerPage": "Zeilen pro Seite"
  },
  "agentMessages": {
    "agentCountryRequired": "Land ist ein Pflichtfeld",
    "agentCountryOrKeywordRequired": "Bitte geben Sie ein Land oder einen Suchbegriff an",
    "agentNotFound": "Die Agentur wurde nicht gefunden.",
    "agentLocationNotFound": "Der Standort der Agentur wurde nicht gefunden."
  }
};

export default words;
