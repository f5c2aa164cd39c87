import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/questionnaire.ts. */
const words: AreaWords<typeof import('../../../messages/questionnaire.js')> = {
  "questionnaireMessages": {
    "answerRequired": "Responde a la pregunta",
    "oneChoiceOnly": "Elige solo una respuesta.",
    "choiceUnknown": "Elige una de las respuestas de la pregunta.",
    "dateInvalid": "Introduce una fecha válida.",
    "tooManyValues": "Esta pregunta admite como máximo {max} respuestas.",
    "fileUnknown": "No se ha encontrado el archivo. Vuelve a subirlo.",
    "applicationSubmitted": "Esta solicitud ya se ha enviado: sus respuestas ya no se pueden modificar.",
    "surveyNotFound": "No se ha encontrado el cuestionario",
    "questionNotFound": "No se ha encontrado la pregunta",
    "applicationNotFound": "No se ha encontrado la solicitud",
    "heading": "Cuestionario",
    "loading": "Cargando el cuestionario…",
    "progress": "Pregunta {n} de {total}",
    "mandatoryMark": "Obligatorio",
    "back": "Atrás",
    "next": "Siguiente",
    "submit": "Enviar",
    "noQuestions": "Este cuestionario no tiene preguntas.",
    "done": "Gracias: has respondido a todas las preguntas.",
    "answerLabel": "Tu respuesta",
    "textFieldLabel": "Respuesta {n}",
    "dateFieldLabel": "Fecha {n}",
    "dateLabel": "Fecha",
    "choosePlaceholder": "Elige…",
    "fileLabel": "Archivo",
    "uploadFile": "Subir un archivo",
    "replaceFile": "Reemplazar el archivo",
    "uploading": "Subiendo…",
    "currentFile": "Subido: {name}",
    "commentLabel": "Comentario"
  }
};

export default words;
