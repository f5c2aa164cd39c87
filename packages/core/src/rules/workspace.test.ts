import { describe, expect, it } from 'vitest';
import { roleAbilities, roleCan, validateDateRange, validateDecision, validateInvite, validateNote, WORKSPACE_ROLES } from './workspace.js';

describe('the workspace roles', () => {
  it('gives each role exactly its abilities', () => {
    expect(Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, roleAbilities(role)]))).toEqual({
      owner: ['staff', 'readApplications', 'decide', 'manageStaff', 'manageKeys', 'manageWebhooks', 'manageEmbed', 'readCatalogue', 'editCatalogue'],
      admissions: ['staff', 'readApplications', 'decide', 'readCatalogue'],
      catalogue_editor: ['staff', 'readCatalogue', 'editCatalogue'],
      viewer: ['staff', 'readApplications', 'readCatalogue'],
    });
    expect(roleCan('viewer', 'decide')).toBe(false);
    expect(roleCan('admissions', 'manageStaff')).toBe(false);
    expect(roleCan('catalogue_editor', 'readApplications')).toBe(false);
    expect(roleCan('owner', 'manageKeys')).toBe(true);
    expect(roleCan('viewer', 'editCatalogue')).toBe(false);
    expect(roleCan('admissions', 'editCatalogue')).toBe(false);
  });
});

describe('the workspace forms', () => {
  it('checks an invitation: an address and a role', () => {
    expect(validateInvite({ email: '', role: 'owner' })).toEqual({ email: 'Please enter the e-mail address.' });
    expect(validateInvite({ email: 'a@b', role: 'owner' })).toEqual({ email: 'Please enter a valid e-mail address.' });
    expect(validateInvite({ email: 'a@b.org', role: 'boss' })).toEqual({ role: 'Please choose a role.' });
    expect(validateInvite({ email: ' a@b.org ', role: 'viewer' })).toEqual({});
  });

  it('asks a conditional offer for its conditions and a rejection for its reason', () => {
    expect(validateDecision({ status: 'OFC', conditions: ' ', reason: '' })).toEqual({ conditions: 'Please give the conditions of the offer.' });
    expect(validateDecision({ status: 'REJ', conditions: 'x', reason: '' })).toEqual({ reason: 'Please give the reason for the rejection.' });
    expect(validateDecision({ status: 'REV', conditions: '', reason: '' })).toEqual({});
    expect(validateDecision({ status: 'OFU', conditions: '', reason: '' })).toEqual({});
  });

  it('checks a note and a date range', () => {
    expect(validateNote({ text: '' })).toEqual({ text: 'Please write the note.' });
    expect(validateNote({ text: 'x'.repeat(4001) })).toEqual({ text: 'A note has at most 4000 characters.' });
    expect(validateNote({ text: 'x'.repeat(4000) })).toEqual({});
    expect(validateDateRange({ submittedFrom: '2026-03-02', submittedTo: '2026-03-01' })).toEqual({ submittedTo: 'The end of the date range comes before its start.' });
    expect(validateDateRange({ submittedFrom: '2026-03-01', submittedTo: '2026-03-01' })).toEqual({});
    expect(validateDateRange({ submittedTo: '2026-03-01' })).toEqual({});
  });
});
