export * from './define.js';
export * from './common.js';
export * as auth from './auth.js';
export * as profile from './profile.js';
export * as institutions from './institutions.js';
export * as favourites from './favourites.js';
export * as courses from './courses.js';

import * as authCalls from './auth.js';
import * as profileCalls from './profile.js';
import * as institutionCalls from './institutions.js';
import * as favouritesCalls from './favourites.js';
import * as coursesCalls from './courses.js';
import type { Call } from './define.js';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value;

/** Every call of every area: what the server registers and the OpenAPI document lists. */
export const allCalls: readonly Call[] = [authCalls, profileCalls, institutionCalls, favouritesCalls, coursesCalls].flatMap((module) =>
  Object.values(module).filter(isCall),
);
