/**
 * The HTTP layer's refusals (the server's error catalogue): bad input, unknown paths, limits,
 * failures. The client shows the server's message as it comes, so no browser carries these.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const httpMessages = /* @__PURE__ */ defineCatalogue('http', 'httpMessages', {
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  notFound: 'The requested resource was not found.',
  invalidInput: 'Invalid input',
  expectedType: 'Expected {type}',
  malformedBody: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type. Send JSON or form data.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request could not be understood.',
  serverError: 'Something went wrong on our side. Please try again later.',
  metricsTokenRequired: 'The metrics need the METRICS_TOKEN as a bearer token.',
} as const);
