import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, mailLinks, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { createInvite, hashInviteToken } from './invites.js';

interface Staff { clientId: number; name: string; email: string; role: string }
interface Invite { id: number; email: string; role: string; createdAt: string; expiresAt: string }

describe.each(await testDialects())('workspace staff and invitations on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let owner: TestMember;
  let viewer: TestMember;
  let bridgeOwner: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    owner = await aStaffMember(t, cat.harbour, 'owner', { firstName: 'Olivia', surname: 'Owner' });
    viewer = await aStaffMember(t, cat.harbour, 'viewer', { firstName: 'Victor', surname: 'Viewer' });
    bridgeOwner = await aStaffMember(t, cat.bridge, 'owner', { firstName: 'Bea', surname: 'Bridge' });
  });
  afterAll(async () => t?.close());

  const get = (token: string | null, url: string, query: Record<string, string | number> = {}) =>
    t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: token ? bearer(token) : {} });
  const post = (token: string | null, url: string, org: number | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, query: org ? { org: String(org) } : {}, payload, headers: token ? bearer(token) : {} });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it("lists the signed-in account's organisations with its role; a student has none", async () => {
    const mine = json<{ organisations: Array<{ id: number; kind: string; name: string; role: string; unread: number }> }>(await get(owner.token, '/api/workspace/organisations'));
    expect(mine.organisations).toEqual([{ id: cat.harbour, kind: 'institution', name: 'Harbour University', role: 'owner', unread: 0, replies: 0, openEnquiries: 0 }]);
    const student = await signedInMember(t, { firstName: 'Sam', surname: 'Student' });
    expect(json(await get(student.token, '/api/workspace/organisations'))).toEqual({ organisations: [] });
    expect((await get(null, '/api/workspace/organisations')).statusCode).toBe(401);
  });

  it('refuses a student 403, a viewer’s write 403, another organisation 403 on the staff calls', async () => {
    const student = await signedInMember(t, { firstName: 'Stu', surname: 'Dent' });
    const refused = await get(student.token, '/api/workspace/staff', { org: cat.harbour });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: 'You are not on the staff of this organisation.' });
    expect((await get(bridgeOwner.token, '/api/workspace/staff', { org: cat.harbour })).statusCode).toBe(403);
    const write = await post(viewer.token, '/api/workspace/staff/invite', cat.harbour, { email: 'x@example.org', role: 'viewer' });
    expect(write.statusCode).toBe(403);
    expect(json(write)).toEqual({ message: 'Your role in this organisation does not allow this.' });
    // A viewer still sees the staff (for assignment), but not the invitations.
    const seen = json<{ members: Staff[]; invites: Invite[] }>(await get(viewer.token, '/api/workspace/staff', { org: cat.harbour }));
    expect(seen.members.map((m) => [m.name, m.role])).toEqual([['Olivia Owner', 'owner'], ['Victor Viewer', 'viewer']]);
    expect(seen.invites).toEqual([]);
  });

  it('checks an invitation with the rule’s messages, never a 500', async () => {
    const bad = await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: 'not-an-address', role: 'admissions' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'Please enter a valid e-mail address.', errors: { email: 'Please enter a valid e-mail address.' } });
    const noRole = await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: 'a@example.org', role: 'boss' });
    expect(json(noRole)).toEqual({ message: 'Please choose a role.', errors: { role: 'Please choose a role.' } });
    const taken = await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: viewer.email.toUpperCase(), role: 'admissions' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('This person is already on the staff of this organisation.');
    expect((await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: 7 })).statusCode).toBe(400);
  });

  it('invites by mail with a one-time link stored hashed; the invited account signs up, accepts and joins with the role', async () => {
    const sent = await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: 'Adam.Admissions@Example.org', role: 'admissions' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { invite } = json<{ invite: Invite }>(sent);
    expect(invite).toMatchObject({ email: 'adam.admissions@example.org', role: 'admissions', createdAt: '2026-03-02T09:00:00.000Z', expiresAt: '2026-03-09T09:00:00.000Z' });
    const mail = await t.latestMail('adam.admissions@example.org');
    expect(mail.subject).toBe('You are invited to Harbour University on StudyAtlas');
    expect(mail.text).toContain('Olivia Owner invites you to join Harbour University on StudyAtlas as Admissions.');
    const link = mailLinks(mail).find((l) => l.includes('/workspace/accept?token='))!;
    expect(link.startsWith('http://portal.test/workspace/accept?token=')).toBe(true);
    const token = tokenOf(link);
    const stored = await t.database.db.selectFrom('workspace_invites').select('token_hash').where('id', '=', invite.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashInviteToken(token));
    expect(stored.token_hash).not.toContain(token);

    const details = await get(null, '/api/workspace/invitation', { token });
    expect(json(details)).toEqual({ organisation: { id: cat.harbour, kind: 'institution', name: 'Harbour University' }, email: 'adam.admissions@example.org', role: 'admissions', expiresAt: invite.expiresAt });

    // Another account cannot use it.
    const other = await signedInMember(t, { firstName: 'Eve', surname: 'Else' });
    const wrong = await post(other.token, '/api/workspace/invitation/accept', null, { token });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).message).toBe('This invitation was sent to another e-mail address. Sign in with adam.admissions@example.org to accept it.');

    const adam = await signedInMember(t, { email: 'adam.admissions@example.org', firstName: 'Adam', surname: 'Admissions' });
    const accepted = await post(adam.token, '/api/workspace/invitation/accept', null, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted)).toEqual({
      organisation: { id: cat.harbour, kind: 'institution', name: 'Harbour University', role: 'admissions', unread: 0, replies: 0, openEnquiries: 0 },
      message: 'You have joined Harbour University as Admissions.',
    });
    const joined = await t.database.db.selectFrom('workspace_audit').select(['legal_id', 'action', 'detail']).where('client_id', '=', adam.clientId).execute();
    expect(joined.map((row) => [Number(row.legal_id), row.action, row.detail])).toEqual([[cat.harbour, 'workspaceAcceptInvite', 'admissions']]);
    // One time only.
    const again = await post(adam.token, '/api/workspace/invitation/accept', null, { token });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ message: 'This invitation is not valid: it has expired, been used or been withdrawn.' });
    expect((await get(null, '/api/workspace/invitation', { token })).statusCode).toBe(404);
  });

  it('an invitation expires after 7 days and a withdrawn one stops working', async () => {
    const sent = json<{ invite: Invite }>(await post(owner.token, '/api/workspace/staff/invite', cat.harbour, { email: 'late@example.org', role: 'viewer' }));
    const token = tokenOf(mailLinks(await t.latestMail('late@example.org')).find((l) => l.includes('/workspace/accept'))!);
    const listed = json<{ invites: Invite[] }>(await get(owner.token, '/api/workspace/staff', { org: cat.harbour }));
    expect(listed.invites.map((i) => i.email)).toContain('late@example.org');
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await get(null, '/api/workspace/invitation', { token })).statusCode).toBe(404);
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
    expect((await get(null, '/api/workspace/invitation', { token })).statusCode).toBe(200);
    // Another organisation's owner cannot withdraw it; its own owner can.
    expect((await post(bridgeOwner.token, '/api/workspace/staff/invite/withdraw', cat.bridge, { inviteId: sent.invite.id })).statusCode).toBe(404);
    const withdrawn = await post(owner.token, '/api/workspace/staff/invite/withdraw', cat.harbour, { inviteId: sent.invite.id });
    expect(withdrawn.statusCode).toBe(200);
    expect(json<{ invites: Invite[] }>(withdrawn).invites.map((i) => i.email)).not.toContain('late@example.org');
    expect((await get(null, '/api/workspace/invitation', { token })).statusCode).toBe(404);
  });

  it("an operator's invitation of the only owner with a lesser role cannot leave the organisation ownerless", async () => {
    const { link } = await createInvite(t.database.db, { transport: 'outbox', send: async () => {} }, 'http://portal.test', { legalId: cat.bridge, organisation: 'Bridge', email: bridgeOwner.email, role: 'viewer', inviter: null }, t.clock.now());
    const token = tokenOf(link);
    const refused = await post(bridgeOwner.token, '/api/workspace/invitation/accept', null, { token });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ message: 'An organisation needs at least one owner: make someone else owner first.' });
    expect(json<{ organisations: Array<{ role: string }> }>(await get(bridgeOwner.token, '/api/workspace/organisations')).organisations[0]!.role).toBe('owner');
    // Nothing was used up: the link still opens.
    expect((await get(null, '/api/workspace/invitation', { token })).statusCode).toBe(200);
  });

  it('changes roles and removes staff, keeping the last owner; a removed member’s sessions end at once', async () => {
    const demoted = await post(owner.token, '/api/workspace/staff/role', cat.harbour, { clientId: owner.clientId, role: 'viewer' });
    expect(demoted.statusCode).toBe(409);
    expect(json(demoted)).toEqual({ message: 'An organisation needs at least one owner: make someone else owner first.' });
    expect((await post(owner.token, '/api/workspace/staff/remove', cat.harbour, { clientId: owner.clientId })).statusCode).toBe(409);
    // Bridge's owner is not Harbour staff: 404 through Harbour's owner.
    expect((await post(owner.token, '/api/workspace/staff/role', cat.harbour, { clientId: bridgeOwner.clientId, role: 'viewer' })).statusCode).toBe(404);

    const promoted = json<{ members: Staff[] }>(await post(owner.token, '/api/workspace/staff/role', cat.harbour, { clientId: viewer.clientId, role: 'admissions' }));
    expect(promoted.members.find((m) => m.clientId === viewer.clientId)!.role).toBe('admissions');

    expect((await get(viewer.token, '/api/session')).statusCode).toBe(200);
    const removed = await post(owner.token, '/api/workspace/staff/remove', cat.harbour, { clientId: viewer.clientId });
    expect(removed.statusCode).toBe(200);
    expect(json<{ members: Staff[]; message: string }>(removed).message).toBe('Staff member removed.');
    expect(json<{ members: Staff[] }>(removed).members.map((m) => m.clientId)).not.toContain(viewer.clientId);
    expect((await get(viewer.token, '/api/session')).statusCode).toBe(401);
    const audit = await t.database.db.selectFrom('workspace_audit').select(['action', 'client_id', 'detail']).where('action', '=', 'workspaceRemoveMember').execute();
    expect(audit.map((a) => [a.action, Number(a.client_id), a.detail])).toEqual([['workspaceRemoveMember', owner.clientId, String(viewer.clientId)]]);
  });

  it('limits the invitations an owner sends (mail): 20 a minute', async () => {
    const send = (n: number) => post(bridgeOwner.token, '/api/workspace/staff/invite', cat.bridge, { email: `guest${n}@example.org`, role: 'viewer' });
    for (let n = 0; n < 20; n++) expect((await send(n)).statusCode).toBe(201);
    const refused = await send(20);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
  });
});
