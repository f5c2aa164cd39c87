import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_STAFF } from './demo/members.js';
import type { SeedDemoResult } from './demo/seed-demo.js';
import type { ReferenceResult } from './reference.js';

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One line about the reference data a seeding call added. */
export function describeReference({ inserted }: ReferenceResult): string {
  const parts = Object.entries(inserted)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${n(count)} ${table.replace(/_/g, ' ')}`);
  return parts.length ? `Reference data loaded: ${parts.join(', ')}.` : 'Reference data already present.';
}

/** Lines about a demo seeding run, ending with the demo login. */
export function describeDemo(result: SeedDemoResult): string[] {
  const { rows } = result;
  return [
    `Demo data (seed ${result.seed}, reference date ${result.today}) generated in ${seconds(result.milliseconds)}: ` +
      `${n(rows.legal_entities)} institutions and agents, ${n(rows.locations)} campuses and offices, ${n(rows.courses)} courses, ` +
      `${n(rows.intakes)} intakes, ${n(rows.scholarships)} scholarships, ${n(rows.events)} events, ${n(rows.forms)} forms` +
      (result.members ? `, ${result.members} demo members.` : '.'),
    demoLoginLine(),
    ...(result.workspaceInstitution === null ? [] : [demoWorkspaceLine(result.workspaceInstitution)]),
  ];
}

/** The workspace's demo staff (issue 26): where they sign in to /workspace. */
export const demoWorkspaceLine = (institution: number): string =>
  `Workspace demo (institution ${institution}): ${DEMO_STAFF.map((s) => `${s.email} (${s.role})`).join(', ')} / ${DEMO_MEMBER_PASSWORD}`;

export const demoLoginLine = (): string => `Demo login: ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}`;
