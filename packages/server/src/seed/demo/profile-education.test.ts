import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { profile } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signIn, type TestApp } from '../../testing/app.js';
import { seedDemo } from '../index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './members.js';

describe.each(await testDialects())('demo student education and work on %s', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 12, courses: 40, seed: 5, today: '2026-01-15' });
    // A second run adds nothing.
    await seedDemo(t.database.db, dialect, { institutions: 12, courses: 40, seed: 5, today: '2026-01-15' });
    token = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  }, 180_000);
  afterAll(async () => t?.close());

  it('has two complete qualifications and an IELTS score', async () => {
    const response = await t.app.inject({ url: '/api/EducationDetail/LoadEducation', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const grid = json<profile.EducationGrid>(response);
    expect(grid.qualifications).toHaveLength(2);
    expect(grid.qualifications.map((q) => [q.qualification, q.level, q.language, q.highest])).toEqual([
      ['Bachelor of Science in Computing', 'Bachelor', 'English', true],
      ['Higher Secondary Certificate (Science)', 'Higher secondary (Year 12)', 'English', false],
    ]);
    for (const q of grid.qualifications) expect(q.institution && q.country && q.dateFrom && q.dateTo).toBeTruthy();
    expect(grid.englishTests).toHaveLength(1);
    expect(grid.englishTests[0]!.testName).toBe('IELTS Academic');
    expect(grid.englishTests[0]!.scores.map((s) => `${s.name} ${s.scoreValue}`)).toEqual(['Listening 7.5', 'Reading 7', 'Writing 6.5', 'Speaking 7', 'Overall 7']);
    expect(grid.otherTests).toEqual([]);
  });

  it('has a current job with its employer contact', async () => {
    const response = await t.app.inject({ url: '/api/WorkExperience/LoadWorkExperience', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = json<{ rows: profile.WorkRow[] }>(response);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ employer: 'Himalayan Software Pvt. Ltd.', isCurrent: true, endDate: '', name: 'Ram Shrestha' });
    expect(rows[0]!.contact.city).not.toBe('');
  });
});
