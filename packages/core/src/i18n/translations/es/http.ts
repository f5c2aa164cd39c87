import type { AreaWords } from '../../types.js';

/** Spanish: the words of ../../../messages/http.ts. */
const words: AreaWords<typeof import('../../../messages/http.js')> = {
  "httpMessages": {
    "tooManyRequests": "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
    "notFound": "No se ha encontrado el recurso solicitado.",
    "invalidInput": "Datos no válidos",
    "expectedType": "Se esperaba {type}",
    "malformedBody": "El cuerpo de la solicitud no es un JSON válido.",
    "unsupportedMediaType": "Tipo de contenido no admitido. Envía JSON o datos de formulario.",
    "bodyTooLarge": "El cuerpo de la solicitud es demasiado grande.",
    "badRequest": "No se ha podido interpretar la solicitud.",
    "serverError": "Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.",
    "metricsTokenRequired": "Las métricas requieren METRICS_TOKEN como token de portador (bearer)."
  }
};

export default words;
