import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/search-panel.ts. */
const words: AreaWords<typeof import('../../../messages/search-panel.js')> = {
  "searchPanelLabels": {
    "panel": "Buscar",
    "tabs": {
      "R": "Amigos",
      "I": "Instituciones",
      "C": "Cursos",
      "S": "Becas",
      "F": "Formularios",
      "A": "Agentes",
      "E": "Eventos"
    },
    "friendsSignIn": "Inicia sesión para buscar amigos."
  }
};

export default words;
