import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/common.ts. */
const words: AreaWords<typeof import('../../../messages/common.js')> = {
  "messages": {
    "productName": "StudyAtlas",
    "back": "Atrás",
    "titleWarning": "Advertencia",
    "titleInformation": "Información",
    "titleInfo": "Info",
    "titleSuccess": "Correcto",
    "titleFailed": "Error",
    "titleError": "Error",
    "apiNotRunning": "La API no está en funcionamiento.",
    "noRecords": "No se han encontrado registros",
    "signInRequired": "Inicia sesión para continuar.",
    "required": "Obligatorio",
    "sessionExpired": "Tu sesión ha finalizado. Vuelve a iniciar sesión.",
    "itemNotAllowed": "this item does not allow",
    "signInAction": "Iniciar sesión",
    "signInTitle": "Iniciar sesión",
    "signOutAction": "Cerrar sesión",
    "invalidDate": "Fecha no válida",
    "pageOutOfRange": "La página debe ser un número entero entre 1 y {last}.",
    "removeAction": "Quitar",
    "ok": "Aceptar",
    "close": "Cerrar",
    "dismissNotice": "Descartar",
    "loading": "Cargando…",
    "readMore": "Leer más",
    "readLess": "Leer menos",
    "expandAll": "Desplegar todo",
    "collapseAll": "Contraer todo",
    "printNow": "Imprimir",
    "closePrint": "Cerrar la vista de impresión",
    "pagination": "Paginación",
    "pageSize": "Filas por página",
    "goToPage": "Ir a la página",
    "go": "Ir",
    "firstPage": "Primera página",
    "previousPage": "Página anterior",
    "nextPage": "Página siguiente",
    "lastPage": "Última página",
    "pageNumber": "Página {page}",
    "datePlaceholder": "dd-Mmm-yyyy",
    "dateHint": "For example 05-Mar-2026 or 05/03/2026.",
    "language": "Idioma"
  }
};

export default words;
