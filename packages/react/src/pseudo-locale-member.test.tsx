import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../test/members.js';
import { applicant, draftApplication } from '../test/application.js';
import { applicationsFixture, submittedApplication } from '../test/applications.js';
import { inboxCopy, sendMessage, twoMembers } from '../test/messaging.js';
import { signInAsOwner } from '../test/workspace.js';
import { englishOf, inPseudoLocale } from '../test/english-left.js';
import { ApplyWizard } from './composites/index.js';
import { Profile } from './areas/profile/profile.js';
import { MyApplications } from './areas/applications/index.js';
import { Compose, Inbox, ReadMessage } from './areas/messaging/index.js';
import { FriendDetail, MyFriends } from './areas/friends/index.js';
import { Workspace } from './areas/workspace/workspace.js';

/*
 * Issue 28: the member area and the workspace, rendered in the pseudo-locale `en-XA`, show no plain
 * English word but the data's (test/english-left.ts says how the two are told apart).
 */

inPseudoLocale();

describe('the member screens in the pseudo-locale', () => {
  it.each(['B', 'S', 'E', 'W', 'P'] as const)('profile tab %s', async (tab) => {
    await applicant();
    expect(await englishOf(<Profile tab={tab} />)).toEqual([]);
  });

  it.each(['C', 'B', 'E', 'W', 'P', 'AD', 'AS', 'DC'] as const)('apply wizard step %s', async (step) => {
    await applicant();
    const draft = await draftApplication(2);
    expect(await englishOf(<ApplyWizard applicationId={draft.applicationFk} step={step} />)).toEqual([]);
  });

  it('my applications, with a submitted one', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    await submittedApplication(applicationsFixture().courses.slice(0, 1));
    expect(await englishOf(<MyApplications />)).toEqual([]);
  });

  it('messaging: the inbox, a message read and compose', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Timetable question');
    const id = await inboxCopy(b, 'Timetable question');
    await signIn(b.email, b.password);
    expect(await englishOf(<Inbox />)).toEqual([]);
    expect(await englishOf(<ReadMessage msgId={id} />)).toEqual([]);
    expect(await englishOf(<Compose />)).toEqual([]);
  });

  it("friends: my friends and a friend's detail", async () => {
    const [a, b] = await twoMembers();
    await signIn(a.email, a.password);
    expect(await englishOf(<MyFriends />)).toEqual([]);
    expect(await englishOf(<FriendDetail clientId={b.clientId} />)).toEqual([]);
  });

  it("the workspace: its inbox and a student's application", async () => {
    const student = await verifiedMember();
    await signIn(student.email, student.password);
    const made = await submittedApplication(applicationsFixture().courses.slice(0, 1));
    await signOut();
    await signInAsOwner();
    expect(await englishOf(<Workspace />)).toEqual([]);
    expect(await englishOf(<Workspace screen={{ screen: 'application', applicationId: made.applicationId }} />)).toEqual([]);
  });
});
