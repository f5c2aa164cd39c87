import { describe, expect, it } from 'vitest';
import { contactMessages } from '../messages.js';
import { isPhoneNumber, validateContactUs, type ContactUsValues } from './contact.js';

const empty: ContactUsValues = { name: '', email: '', verifyEmail: '', number: '', subject: '', noteText: '' };
const filled: ContactUsValues = {
  name: 'Ana Silva',
  email: 'ana@example.org',
  verifyEmail: 'ana@example.org',
  number: '0412345678',
  subject: '2',
  noteText: 'How do I change my e-mail address?',
};
const signedOut = { signedIn: false };
const signedIn = { signedIn: true };

describe('validateContactUs', () => {
  it('signed out, asks for every field with the specification’s words', () => {
    expect(validateContactUs(empty, signedOut)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      verifyEmail: 'Please enter your email again',
      number: 'Phone number is required',
      subject: 'Subject is required',
      noteText: 'Message is required',
    });
    expect(contactMessages.contactEmailRequired).toBe('Email is required');
    expect(contactMessages.contactPhoneRequired).toBe('Phone number is required');
  });

  it('checks the e-mail pattern, the second e-mail and digits-only phone numbers', () => {
    expect(validateContactUs({ ...filled, email: 'ana@example', verifyEmail: 'ana@example' }, signedOut)).toEqual({ email: 'Invalid Email' });
    expect(validateContactUs({ ...filled, verifyEmail: 'ana@example.com' }, signedOut)).toEqual({ verifyEmail: 'Email mismatch' });
    // The same address typed with other capitals or spaces around it matches.
    expect(validateContactUs({ ...filled, verifyEmail: ' ANA@example.org ' }, signedOut)).toEqual({});
    for (const number of ['+61 412 345', '0412-345', 'abc', '1'.repeat(21)]) {
      expect(validateContactUs({ ...filled, number }, signedOut), number).toEqual({ number: 'Invalid number' });
    }
    expect(validateContactUs(filled, signedOut)).toEqual({});
  });

  it('skips the e-mail confirmation when the caller has none (the API)', () => {
    const { verifyEmail: _, ...api } = filled;
    expect(validateContactUs(api, signedOut)).toEqual({});
    expect(validateContactUs({ ...api, email: '' }, signedOut)).toEqual({ email: 'Email is required' });
  });

  it('signed in, needs only a subject and a message; a phone given must still be digits', () => {
    expect(validateContactUs(empty, signedIn)).toEqual({ subject: 'Subject is required', noteText: 'Message is required' });
    expect(validateContactUs({ ...empty, subject: '1', noteText: 'Hi' }, signedIn)).toEqual({});
    expect(validateContactUs({ ...empty, subject: '1', noteText: 'Hi', number: '12a' }, signedIn)).toEqual({ number: 'Invalid number' });
  });

  it('limits the name and the message', () => {
    expect(validateContactUs({ ...filled, name: 'a'.repeat(101), noteText: 'x'.repeat(4001) }, signedOut)).toEqual({
      name: 'Name must be at most 100 characters',
      noteText: 'Message must be at most 4000 characters',
    });
    expect(validateContactUs({ ...filled, name: 'a'.repeat(100), noteText: 'x'.repeat(4000) }, signedOut)).toEqual({});
  });

  it('knows a phone number', () => {
    expect(isPhoneNumber(' 0412345678 ')).toBe(true);
    expect(isPhoneNumber('')).toBe(false);
    expect(isPhoneNumber('04 12')).toBe(false);
  });
});
