import type { AreaWords } from '../../types.js';

/** French: the words of ../../../messages/shared-compose.ts. */
const words: AreaWords<typeof import('../../../messages/shared-compose.js')> = {
  "composeKitLabels": {
    "editorLoading": "Chargement de l’éditeur…",
    "formatting": "Mise en forme",
    "bold": "Gras",
    "italic": "Italique",
    "bulletList": "Liste à puces",
    "orderedList": "Liste numérotée",
    "link": "Lien",
    "linkAddress": "Adresse du lien",
    "removeLink": "Supprimer le lien",
    "done": "Terminé",
    "cancel": "Annuler",
    "attachments": "Pièces jointes",
    "attach": "Joindre un fichier",
    "removeAttachment": "Retirer {name}",
    "uploading": "Téléversement…"
  }
};

export default words;
