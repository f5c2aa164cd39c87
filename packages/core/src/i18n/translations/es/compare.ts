import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "Selecciona más de un curso.",
    "compareMaximum": "Puedes seleccionar como máximo 10 cursos para comparar.",
    "compareTitle": "Comparar cursos",
    "compareAction": "Comparar",
    "compareToggle": "Comparar {name}",
    "compareRemove": "Quitar {name} de la comparación",
    "compareClear": "Vaciar la comparación",
    "compareSelected": "{count} de 10 cursos seleccionados"
  }
};

export default words;
