import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages } from '@studyatlas/core';
import { auth } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import type { AuthService } from './service.js';
import { externalAuthRoutes } from './external/routes.js';
import { createExternalAuth } from './external/service.js';

export const LOGIN_COOKIE = 'sa_login';

/** The first-party login-name cookie (member §9: 10 days); read by the page to pre-fill the Login ID. */
function loginCookie(loginName: string, maxAge: number, request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${LOGIN_COOKIE}=${encodeURIComponent(loginName)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The auth area's calls (member §7 "Auth"). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext, service: AuthService): Promise<void> {
  const limits = ctx.config.rateLimits;

  registerCall(app, auth.authToken, ({ body }) => service.signIn(body), { rateLimit: limits.signIn });

  registerCall(app, auth.getSession, ({ member }) => service.renew(member));

  registerCall(app, auth.sessionCookie, ({ member, request, reply }) => {
    reply.header('set-cookie', loginCookie(member.email, ctx.config.auth.loginCookieMaxAge, request));
    return { loginName: member.email };
  });

  registerCall(app, auth.logout, async ({ member }) => ({ message: await service.logout(member) }));

  registerCall(
    app,
    auth.signup,
    async ({ body }) => {
      const clientId = await service.signup(body);
      return { clientId, message: authMessages.registerSucceeded };
    },
    { rateLimit: limits.signUp },
  );

  registerCall(app, auth.verifyAccount, async ({ query }) => ({ message: await service.verifyAccount(query) }));

  registerCall(
    app,
    auth.resendVerification,
    async ({ query }) => ({ message: await service.resendVerification(query.clientId) }),
    { rateLimit: limits.resend },
  );

  registerCall(app, auth.resendOnLogin, async ({ query }) => ({ message: await service.resendOnLogin(query.email) }), {
    rateLimit: limits.resend,
  });

  registerCall(app, auth.resetPassword, async ({ query }) => ({ message: await service.resetPassword(query.email) }), {
    rateLimit: limits.reset,
  });

  registerCall(app, auth.changePassword, async ({ body }) => ({ message: await service.changePassword(body) }), {
    rateLimit: limits.signIn,
  });

  // Social sign-in (member §2, §7 registerexternal / ObtainLocalAccessToken): areas/auth/external/.
  await externalAuthRoutes(app, ctx, service, createExternalAuth(ctx, service));
}
