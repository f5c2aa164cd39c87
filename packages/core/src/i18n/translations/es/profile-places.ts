import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/profile-places.ts. */
const words: AreaWords<typeof import('../../../messages/profile-places.js')> = {
  "placeLabels": {
    "country": "País",
    "state": "Estado/provincia",
    "city": "Ciudad",
    "choose": "Elige…",
    "cityFilter": "Buscar una ciudad",
    "cityFilterHint": "Escribe parte del nombre: la lista muestra las {limit} primeras ciudades."
  }
};

export default words;
