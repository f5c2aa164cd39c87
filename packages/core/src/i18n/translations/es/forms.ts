import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/forms.ts. */
const words: AreaWords<typeof import('../../../messages/forms.js')> = {
  "formLabels": {
    "searchTitle": "Buscar un formulario",
    "country": "País de la institución",
    "institution": "Nombre de la institución",
    "category": "Categoría",
    "subCategory": "Subcategoría {level}",
    "keyword": "Nombre del formulario",
    "choose": "Elige…",
    "any": "Cualquiera",
    "search": "Buscar",
    "clear": "Borrar",
    "resultsTitle": "Formularios",
    "resultsTotal": "{total, plural, one {# formulario encontrado} other {# formularios encontrados}}",
    "select": "Seleccionar {name}",
    "selectAll": "Seleccionar todos los formularios",
    "download": "Descargar",
    "downloadNamed": "Descargar {name}",
    "downloadSelected": "Descargar seleccionados ({count})",
    "downloading": "Preparando la descarga"
  },
  "formMessages": {
    "formCountryRequired": "El país de la institución es obligatorio",
    "formInstitutionRequired": "El nombre de la institución es obligatorio",
    "fileNotFound": "No se ha encontrado el archivo del recurso",
    "downloadSuccessful": "Descarga correcta: {name}",
    "downloadSaveFailed": "No se ha encontrado el recurso: {name}",
    "downloadRequestFailed": "La solicitud ha fallado con el estado: {status}",
    "downloadIdsRequired": "Indica los identificadores de archivo en la cabecera fileID (separados por comas si son varios).",
    "downloadIdsInvalid": "Los identificadores de archivo deben ser números enteros positivos separados por comas.",
    "downloadTooMany": "Se pueden descargar como máximo {max} archivos a la vez.",
    "downloadTypeInvalid": "El tipo de descarga (cabecera key) debe ser EFM (formulario), EEM (documento de evento) o EDN (documento del perfil).",
    "downloadSignIn": "Inicia sesión para descargar archivos.",
    "uploadFileRequired": "Elige un archivo para subir.",
    "uploadNotMultipart": "Envía el archivo como multipart/form-data en el campo «file».",
    "uploadFileTooLarge": "El archivo es demasiado grande: como máximo {max} MB.",
    "uploadImageTooLarge": "La imagen es demasiado grande: como máximo {max} MB.",
    "uploadFileType": "Solo se pueden subir archivos PDF, Word (.doc, .docx), texto OpenDocument (.odt), texto sin formato (.txt), PNG, JPEG o WEBP.",
    "uploadFileHint": "Puedes adjuntar archivos PDF, Word (.doc, .docx), texto OpenDocument (.odt), texto sin formato (.txt), PNG, JPEG o WEBP de hasta {max} MB cada uno.",
    "uploadImageType": "Solo se permite subir archivos {list}."
  }
};

export default words;
