import type { AreaWords } from '../../types.js';

/** German: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "Bitte wählen Sie mehr als einen Kurs aus.",
    "compareMaximum": "Sie können höchstens 10 Kurse zum Vergleichen auswählen.",
    "compareTitle": "Kurse vergleichen",
    "compareAction": "Vergleichen",
    "compareToggle": "{name} vergleichen",
    "compareRemove": "{name} aus dem Vergleich entfernen",
    "compareClear": "Vergleich leeren",
    "compareSelected": "{count} von 10 Kursen ausgewählt"
  }
};

export default words;
