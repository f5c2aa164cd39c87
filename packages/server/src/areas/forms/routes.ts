import type { FastifyInstance } from 'fastify';
import { forms } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createFormsService } from './service.js';

/** The forms area's calls (discovery §7 "Forms (public)"); the form files are downloaded through the files area (EFM). */
export async function formsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createFormsService(ctx);
  registerCall(app, forms.getCountriesPublic, ({ query }) => service.countries(query));
  registerCall(app, forms.getInstitutesPublic, ({ query }) => service.institutes(query.countryId));
  registerCall(app, forms.getCategoryPublic, () => service.categories());
  registerCall(app, forms.getFormCategoryPublic, ({ query }) => service.categoriesWithForms(query.legalId));
  registerCall(app, forms.getFormsOnButtonClick, ({ query }) => service.list(query));
}
