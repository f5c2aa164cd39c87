export * from './define.js';
export * from './common.js';
export * as auth from './auth.js';
export * as profile from './profile.js';

import * as authCalls from './auth.js';
import * as profileCalls from './profile.js';
import type { Call } from './define.js';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value;

/** Every call of every area: what the server registers and the OpenAPI document lists. */
export const allCalls: readonly Call[] = [authCalls, profileCalls].flatMap((module) =>
  Object.values(module).filter(isCall),
);
