import { describe, expect, it } from 'vitest';
import { authRoute } from './auth-route.js';

describe('authRoute', () => {
  it('parses the member-area auth routes with their decoded parameters', () => {
    expect(authRoute('/')).toEqual({ screen: 'start' });
    expect(authRoute('/login/1')).toEqual({ screen: 'login' });
    expect(authRoute('/signUp?rndm=3')).toEqual({ screen: 'signUp' });
    expect(authRoute('/thankYou/42')).toEqual({ screen: 'thankYou', clientId: '42' });
    expect(authRoute('/reSetPwd/ana%40example.org')).toEqual({ screen: 'reset', email: 'ana@example.org' });
    expect(authRoute('/reSetPwdStep2')).toEqual({ screen: 'resetSent' });
    expect(authRoute('/reSetPwdStep3/1/ana%40example.org')).toEqual({ screen: 'resetStep3', email: 'ana@example.org' });
    expect(authRoute('/verifyAcc/k%2B1/ana%40example.org/N')).toEqual({
      screen: 'verify',
      vkey: 'k+1',
      email: 'ana@example.org',
      type: 'N',
    });
  });

  it('leaves incomplete and other routes to the portal', () => {
    expect(authRoute('/thankYou')).toEqual({ screen: 'elsewhere' });
    expect(authRoute('/verifyAcc/only-key')).toEqual({ screen: 'elsewhere' });
    expect(authRoute('/findCourse/list')).toEqual({ screen: 'elsewhere' });
    expect(authRoute('/reSetPwd/%E0%A4%A')).toEqual({ screen: 'reset', email: '%E0%A4%A' });
  });
});
