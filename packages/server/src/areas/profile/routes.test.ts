import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyatlas/core';
import { CONTACT_SUBJECTS, listRows } from '../../seed/reference-data.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp } from '../../testing/app.js';

describe.each(await testDialects())('profile area on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.database.db.insertInto('contact_subjects').values(listRows(CONTACT_SUBJECTS)).execute();
  });
  afterAll(async () => t?.close());

  it('answers the header data of the signed-in member with the contact subjects', async () => {
    const member = await signedInMember(t);
    const response = await t.app.inject({ url: '/api/profile/userprofiledata', headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      msgCount: 0,
      clientFk: member.clientId,
      preferredDestinationFk: null,
      isExternalLogin: false,
      subjects: [
        { id: 1, name: 'Feedback' },
        { id: 2, name: 'General enquiry' },
        { id: 3, name: 'Registration issue' },
        { id: 4, name: 'Sign in issue' },
        { id: 5, name: 'Suggestion' },
      ],
    });
  });

  it("answers the member's preferred destination (member §4), and only theirs", async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    const rows = [
      { client_id: member.clientId, category: 'SD' as const, reference_id: 14, preferred: 0, choice_order: 1 },
      { client_id: member.clientId, category: 'SD' as const, reference_id: 101, preferred: 1, choice_order: 2 },
    ];
    await t.database.db.insertInto('member_study_preferences').values(rows).execute();
    const data = async (token: string) => json(await t.app.inject({ url: '/api/Profile/UserProfileData', headers: bearer(token) })) as { preferredDestinationFk: number | null };
    expect((await data(member.token)).preferredDestinationFk).toBe(101);
    expect((await data(other.token)).preferredDestinationFk).toBeNull();
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ url: '/api/Profile/UserProfileData' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: messages.signInRequired });
  });
});
