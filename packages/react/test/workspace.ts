import { inject } from 'vitest';
import { acceptInvitation, inviteStaff, signIn, signOut, type WorkspaceRole } from '@studyatlas/core';
import { invitationFromMail } from './workspace-mail.js';
import { verifiedMember, type TestMember } from './members.js';
import type {} from './provided.js';

/*
 * Staff of the workspace for the suites: the fixture institution's owner (global setup), and more
 * staff made through the real calls — the owner invites, the invited account signs up, verifies and
 * accepts the link from the dev mailbox.
 */

export const workspaceFixture = () => inject('workspace');

/** Signs in as the fixture institution's owner. */
export async function signInAsOwner(): Promise<void> {
  const { owner } = workspaceFixture();
  await signIn(owner.email, owner.password);
}

/** A new staff member of the fixture institution with that role (invited by the owner, accepted); signed out at the end. */
export async function staffMember(role: WorkspaceRole, names: { firstName: string; surname: string } = { firstName: 'Aidan', surname: 'Admissions' }): Promise<TestMember> {
  const member = await verifiedMember(names);
  await signInAsOwner();
  await inviteStaff(workspaceFixture().institutionId, member.email, role);
  const token = await invitationFromMail(member.email);
  await signOut();
  await signIn(member.email, member.password);
  await acceptInvitation(token);
  await signOut();
  return member;
}
