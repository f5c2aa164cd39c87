import { describe, expect, it } from 'vitest';
import { awardRows, STUDY_AREAS, studyAreaRows } from './reference-data.js';

describe('reference lists', () => {
  it('has about 20 majors with 3 to 8 minors each, with unique ids and names per major', () => {
    expect(STUDY_AREAS).toHaveLength(20);
    for (const { minors } of STUDY_AREAS) {
      expect(minors.length).toBeGreaterThanOrEqual(3);
      expect(minors.length).toBeLessThanOrEqual(8);
      expect(new Set(minors).size).toBe(minors.length);
    }
    const rows = studyAreaRows();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const civil = rows.find((r) => r.name === 'Civil Engineering');
    expect(rows.find((r) => r.id === civil?.parent_id)?.name).toBe('Engineering');
  });

  it('puts each award level in its study level group', () => {
    const { groups, levels } = awardRows();
    expect(groups.map((g) => g.name)).toEqual(['School', 'English language', 'Vocational', 'Undergraduate', 'Postgraduate']);
    const undergraduate = groups.find((g) => g.name === 'Undergraduate')!;
    expect(levels.filter((l) => l.group_id === undergraduate.id).map((l) => l.name)).toEqual([
      'Diploma',
      'Associate Degree',
      'Bachelor',
      'Bachelor (Honours)',
    ]);
    expect(new Set(levels.map((l) => l.id)).size).toBe(levels.length);
  });
});
