import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/compare.ts. */
const words: AreaWords<typeof import('../../../messages/compare.js')> = {
  "compareMessages": {
    "compareMinimum": "Veuillez sélectionner plusieurs formations.",
    "compareMaximum": "Vous pouvez comparer 10 formations au maximum.",
    "compareTitle": "Comparer des formations",
    "compareAction": "Comparer",
    "compareToggle": "Comparer {name}",
    "compareRemove": "Retirer {name} de la comparaison",
    "compareClear": "Vider la comparaison",
    "compareSelected": "{count, plural, one {# formation sélectionnée} other {# formations sélectionnées}} sur 10"
  }
};

export default words;
