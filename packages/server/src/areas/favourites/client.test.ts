import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $favouriteCounts, $favourites, $loginDialog, $pendingFavourite, $popups, $profile, $session, ApiError, addFavourite, clearFavourites, closeLoginDialog, configureClient, isFavourite, loadFavouriteCounts, loadFavourites, messages, preferenceIdOf, removeFavourite, signIn, signOut, toggleFavourite, favouriteMessages, favouriteReplyMessages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { seedFavouriteCatalogue, type FavouriteCatalogue } from '../../testing/fixtures/favourites.js';

// The core client and the shared favourite stores, as every widget uses them, against the real server.
describe.each(await testDialects())('favourites through the core client on %s', (dialect) => {
  let t: TestApp;
  let cat: FavouriteCatalogue;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedFavouriteCatalogue(t.database.db, dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    configureClient({ baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    $session.set(null);
    await t?.close();
  });

  // The stores are module-global: every test starts anonymous and quiet.
  beforeEach(() => {
    $session.set(null);
    $profile.set(null);
    $popups.set([]);
    clearFavourites();
    closeLoginDialog();
  });

  const member = (): Promise<TestMember> => signedInMember(t);

  it('signed out, a favourite opens the login dialog and is saved and counted after sign-in', async () => {
    const ana = await member();
    const saved = addFavourite('C', cat.intakeId);
    expect($loginDialog.get()).toEqual({ open: true, reason: favouriteMessages.favouriteSignIn });
    expect($pendingFavourite.get()).toEqual({ category: 'C', referenceId: cat.intakeId });

    await signIn(ana.email, ana.password);
    const preferenceId = await saved;
    expect(preferenceId).toBeGreaterThan(0);
    expect($pendingFavourite.get()).toBeNull();
    expect($loginDialog.get().open).toBe(false);
    expect(preferenceIdOf('C', cat.intakeId)).toBe(preferenceId);
    expect($favouriteCounts.get()).toEqual({ C: 1, I: 0, A: 0, E: 0, S: 0 });

    // The server has it too.
    clearFavourites();
    const list = await loadFavourites('C');
    expect(list.favourites.map((f) => [f.referenceId, f.preferenceId, f.courseName])).toEqual([[cat.intakeId, preferenceId, 'Bachelor of Nursing']]);
    expect(isFavourite('C', cat.intakeId)).toBe(true);
  });

  it('adds, loads, counts and removes, keeping the stores in step with the server', async () => {
    const ana = await member();
    await signIn(ana.email, ana.password);

    const school = await addFavourite('I', cat.institutionId);
    const again = await addFavourite('I', cat.institutionId);
    expect(again).toBe(school);
    await addFavourite('E', cat.eventId);
    await addFavourite('S', cat.scholarshipId);
    expect(isFavourite('I', cat.institutionId)).toBe(true);

    clearFavourites();
    await expect(loadFavouriteCounts()).resolves.toEqual({ C: 0, I: 1, A: 0, E: 1, S: 1 });
    expect($favouriteCounts.get()).toEqual({ C: 0, I: 1, A: 0, E: 1, S: 1 });

    const events = await loadFavourites('E');
    expect(events).toMatchObject({ category: 'E', total: 1, favourites: [{ eventId: cat.eventId, name: 'Open Day' }] });
    expect(isFavourite('E', cat.eventId)).toBe(true);

    const reply = await removeFavourite(school);
    expect(reply).toEqual({ category: 'I', favourites: [], count: 0 });
    expect(preferenceIdOf('I', cat.institutionId)).toBe(0);
    expect($favouriteCounts.get().I).toBe(0);

    // The heart button toggles.
    const eventId = preferenceIdOf('E', cat.eventId);
    await expect(toggleFavourite('E', cat.eventId)).resolves.toBe(0);
    expect(isFavourite('E', cat.eventId)).toBe(false);
    const back = await toggleFavourite('E', cat.eventId);
    expect(back).toBeGreaterThan(eventId);
    expect($favouriteCounts.get().E).toBe(1);
  });

  it('shows the server’s message for a reference that does not exist', async () => {
    const ana = await member();
    await signIn(ana.email, ana.password);
    const failure = await addFavourite('A', cat.institutionId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect($popups.get().map((p) => [p.title, p.message])).toEqual([[messages.titleFailed, favouriteReplyMessages.favouriteAgentNotFound]]);
    expect(isFavourite('A', cat.institutionId)).toBe(false);
  });

  it('sign-out clears the favourites; the next member starts from their own', async () => {
    const ana = await member();
    const ben = await member();
    await signIn(ana.email, ana.password);
    await addFavourite('S', cat.scholarshipId);
    expect(isFavourite('S', cat.scholarshipId)).toBe(true);
    await signOut();
    expect($favourites.get()).toEqual({ C: {}, I: {}, A: {}, E: {}, S: {} });
    expect($favouriteCounts.get()).toEqual({ C: 0, I: 0, A: 0, E: 0, S: 0 });

    await signIn(ben.email, ben.password);
    await expect(loadFavouriteCounts()).resolves.toEqual({ C: 0, I: 0, A: 0, E: 0, S: 0 });
    expect((await loadFavourites('S')).favourites).toEqual([]);
  });

  it('an add whose session has ended on the server waits for the next sign-in', async () => {
    const ana = await member();
    await signIn(ana.email, ana.password);
    // The session ends elsewhere (e.g. a password change on another device).
    await t.database.db.updateTable('sessions').set({ revoked_at: '2026-03-02T09:00:00.000Z' }).where('client_id', '=', ana.clientId).execute();
    const saved = addFavourite('A', cat.agentId);
    await expect.poll(() => $pendingFavourite.get()).toEqual({ category: 'A', referenceId: cat.agentId });
    expect($session.get()).toBeNull();
    expect($loginDialog.get().open).toBe(true);

    await signIn(ana.email, ana.password);
    await expect(saved).resolves.toBeGreaterThan(0);
    expect(isFavourite('A', cat.agentId)).toBe(true);
  });
});
