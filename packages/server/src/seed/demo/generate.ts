import { Random } from '../prng.js';
import { generateCourses } from './generate-courses.js';
import { generateEvents, generateForms, generateScholarships } from './generate-extras.js';
import { generateAgents, generateInstitutions } from './generate-organisations.js';
import { generateStoredFiles } from './generate-files.js';
import { IdCounter } from './ids.js';
import { DEMO_TABLES, type DemoContext, type DemoData, type DemoSize } from './types.js';

/**
 * Generates the demo catalogue in memory: a pure function of the context (reference date, cities,
 * first free ids) and the size, so the same seed always yields the same rows.
 */
export function generateDemo(ctx: DemoContext, size: DemoSize): DemoData {
  const random = new Random(size.seed);
  const ids = new IdCounter(ctx.firstId);
  const data = Object.fromEntries(DEMO_TABLES.map((t) => [t, []])) as unknown as DemoData;
  const institutions = generateInstitutions(random, ctx, ids, data, size.institutions);
  const agents = generateAgents(random, ctx, ids, data, size.agents, institutions);
  generateCourses(random, ctx, ids, data, institutions, size.courses);
  generateScholarships(random, ctx, ids, data, institutions);
  generateEvents(random, ctx, ids, data, institutions, agents);
  generateForms(random, ctx, ids, data, institutions);
  generateStoredFiles(ids, data);
  return data;
}
