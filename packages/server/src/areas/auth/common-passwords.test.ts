import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, json, signedInMember, temporaryPasswordFromMail, type TestApp, type TestMember } from '../../testing/app.js';
import { isCommonPassword } from './common-passwords.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.js';

const TOO_COMMON = 'This password is too common and easy to guess. Please choose another one.';

describe('isCommonPassword', () => {
  it('knows the 10,000 most common passwords of 6 characters or more, in any case', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((p) => p.length >= 6 && p === p.toLowerCase())).toBe(true);
    for (const password of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', 'letmein1', 'trustno1', 'starwars']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['Kiwi-Harbour-7', 'secret12', 'StudyAtlas1', 'password ', 'x7#Lm2qZ']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(await testDialects())('common passwords refused on %s', (dialect) => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await signedInMember(t, { password: 'Kiwi-Harbour-7' });
  });
  afterAll(async () => t?.close());

  it('refuses a common password at sign-up, on the password field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Ana', surname: 'Silva', email: 'common.pw@example.org', password: 'Password1', confirmPassword: 'Password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: TOO_COMMON, errors: { password: TOO_COMMON } });
    expect(await t.database.db.selectFrom('clients').select('id').where('email', '=', 'common.pw@example.org').execute()).toEqual([]);
    // The specification's minimum still comes first.
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Ana', surname: 'Silva', email: 'common.pw@example.org', password: '12345', confirmPassword: '12345' },
    });
    expect(json(short)).toEqual({ message: 'minimum 6 character required', errors: { password: 'minimum 6 character required' } });
  });

  const change = (oldPassword: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', payload: { email: member.email, oldPassword, newPassword, confirmPassword: newPassword } });

  it('refuses a common new password on change and after a reset, on the new-password field', async () => {
    const changed = await change('Kiwi-Harbour-7', 'qwerty123');
    expect(changed.statusCode).toBe(400);
    expect(json(changed)).toEqual({ message: TOO_COMMON, errors: { newPassword: TOO_COMMON } });

    expect((await t.app.inject({ url: '/api/Account/ResetPassword', query: { email: member.email } })).statusCode).toBe(200);
    const temporary = temporaryPasswordFromMail(await t.latestMail(member.email));
    const afterReset = await change(temporary, 'sunshine');
    expect(json(afterReset)).toEqual({ message: TOO_COMMON, errors: { newPassword: TOO_COMMON } });
    // The temporary password is still good for an uncommon new password.
    expect((await change(temporary, 'Lagoon-Violet-42')).statusCode).toBe(200);
  });
});
