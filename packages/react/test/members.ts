import { inject } from 'vitest';
import * as remote from '../../server/src/testing/remote.js';
import type {} from './provided.js';

export { uniqueEmail, type TestMember } from '../../server/src/testing/remote.js';

type MemberValues = Parameters<typeof remote.registerMember>[1];

/** Signs up through the API of the test server (not verified). */
export const registeredMember = (values?: MemberValues) => remote.registerMember(inject('apiBase'), values);

/** A signed-up and verified member of the test server, ready to sign in. */
export const verifiedMember = (values?: MemberValues) => remote.verifiedMember(inject('apiBase'), values);
