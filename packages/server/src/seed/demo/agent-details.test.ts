import { describe, expect, it } from 'vitest';
import { generateAgentDetails, PROFESSIONAL_BODIES } from './agent-details.js';

const entity = (id: number, kind: 'I' | 'A') => ({ id, kind }) as never;
const location = (id: number, legal_id: number) => ({ id, legal_id }) as never;

describe('generateAgentDetails', () => {
  const data = {
    legal_entities: [entity(1, 'I'), ...Array.from({ length: 40 }, (_, i) => entity(100 + i, 'A'))],
    locations: [location(1, 1), ...Array.from({ length: 40 }, (_, i) => location(200 + i, 100 + i))],
  };

  it('gives agents (only) professional bodies and office heads, the same for the same seed', () => {
    const rows = generateAgentDetails(data, 7);
    expect(rows).toEqual(generateAgentDetails(data, 7));
    expect(rows).not.toEqual(generateAgentDetails(data, 8));
    expect(rows.bodies.length).toBeGreaterThan(20);
    expect(rows.bodies.every((b) => b.agent_id >= 100 && PROFESSIONAL_BODIES.some((p) => p.name === b.name))).toBe(true);
    expect(rows.bodies.every((b) => /^[A-Z]{4}-\d{4,5}$/.test(b.membership_no ?? ''))).toBe(true);
    const perAgent = new Map<number, string[]>();
    for (const b of rows.bodies) perAgent.set(b.agent_id, [...(perAgent.get(b.agent_id) ?? []), b.name]);
    for (const names of perAgent.values()) expect(new Set(names).size).toBe(names.length);
    expect(rows.heads.length).toBeGreaterThan(25);
    expect(rows.heads.every((h) => h.location_id >= 200 && /^\S+ \S+/.test(h.head_name))).toBe(true);
  });
});
