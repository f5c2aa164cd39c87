import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateExternalSignup, validateLogin, validateResetEmail, validateSetPassword, validateSignup } from './auth.js';

const validSignup = { firstName: 'Ana', surname: 'Silva', email: 'ana@example.org', password: 'secret1', confirmPassword: 'secret1' };

describe('validateSignup', () => {
  it('accepts a complete registration', () => {
    expect(validateSignup(validSignup)).toEqual({});
  });
  it('gives the specification message for every empty field', () => {
    expect(validateSignup({ firstName: '', surname: ' ', email: '', password: '', confirmPassword: 'x' })).toEqual({
      firstName: 'First name is required',
      surname: 'Last name is required',
      email: 'Email address is required',
      password: 'Password is required',
      confirmPassword: 'Password mismatch',
    });
  });
  it('rejects a malformed e-mail, a short password and a mismatch', () => {
    expect(validateSignup({ ...validSignup, email: 'ana@', password: '12345', confirmPassword: '1234' })).toEqual({
      email: 'Invalid email',
      password: 'minimum 6 character required',
      confirmPassword: 'Password mismatch',
    });
  });
});

describe('validateLogin', () => {
  it('combines both missing fields on the page', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ form: 'Please enter your Login ID and Password' });
  });
  it('names the missing field on the page', () => {
    expect(validateLogin({ username: 'a@b.co', password: '' })).toEqual({ password: 'Password required' });
    expect(validateLogin({ username: '', password: 'x' })).toEqual({ username: 'Login ID required' });
  });
  it('uses the modal wording in the modal', () => {
    expect(validateLogin({ username: '', password: '' }, 'modal')).toEqual({
      username: 'User name is required',
      password: 'Password is required',
    });
  });
});

describe('reset rules', () => {
  it('checks the e-mail of step 1', () => {
    expect(validateResetEmail({ email: '' })).toEqual({ email: 'Email address is required' });
    expect(validateResetEmail({ email: 'nope' })).toEqual({ email: 'Invalid email' });
    expect(validateResetEmail({ email: 'a@b.co' })).toEqual({});
  });
  it('checks the passwords of step 3', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '123', confirmPassword: '' })).toEqual({
      oldPassword: 'Current or temporary password is required',
      newPassword: 'minimum 6 character required',
      confirmPassword: 'Confirm password is required',
    });
    expect(validateChangePassword({ oldPassword: 'tmp', newPassword: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: 'Password mismatch',
    });
  });
});

describe('validateExternalSignup', () => {
  it('asks for the names and a well-formed e-mail, and no password', () => {
    expect(validateExternalSignup({ firstName: ' ', surname: '', email: '' })).toEqual({
      firstName: 'First name is required',
      surname: 'Last name is required',
      email: 'Email address is required',
    });
    expect(validateExternalSignup({ firstName: 'Noor', surname: 'Haddad', email: 'noor@' })).toEqual({ email: 'Invalid email' });
    expect(validateExternalSignup({ firstName: 'Noor', surname: 'Haddad', email: 'noor@example.org' })).toEqual({});
  });
});

describe('validateSetPassword', () => {
  it("is reset step 3's rule without the current password", () => {
    expect(validateSetPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(validateSetPassword({ newPassword: '12345', confirmPassword: '12345' })).toEqual({ newPassword: 'minimum 6 character required' });
    expect(validateSetPassword({ newPassword: 'secret12', confirmPassword: 'secret13' })).toEqual({ confirmPassword: 'Password mismatch' });
    expect(validateSetPassword({ newPassword: 'secret12', confirmPassword: 'secret12' })).toEqual({});
  });
});
