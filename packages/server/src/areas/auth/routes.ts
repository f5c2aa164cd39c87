import type { FastifyInstance } from 'fastify';
import { authMessages } from '@studyatlas/core';
import { auth } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createLoginNameCookie } from './login-name-cookie.js';
import type { AuthService } from './service.js';
import { loadTokenSecret } from './token-secret.js';
import { externalAuthRoutes } from './external/routes.js';
import { createExternalAuth } from './external/service.js';

export { LOGIN_COOKIE } from './login-name-cookie.js';

/** The auth area's calls (member §7 "Auth"). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext, service: AuthService): Promise<void> {
  const limits = ctx.config.rateLimits;

  registerCall(app, auth.authToken, ({ body }) => service.signIn(body), { rateLimit: limits.signIn });

  registerCall(app, auth.getSession, ({ member }) => service.renew(member));

  const loginName = createLoginNameCookie(loadTokenSecret(ctx.config.dataDir, ctx.config.tokenSecret), ctx.config.auth.loginCookieMaxAge, ctx.now);
  registerCall(app, auth.sessionCookie, async ({ member, request, reply }) => {
    reply.header('set-cookie', await loginName.setCookie(member.email, request));
    return { loginName: member.email };
  });
  registerCall(app, auth.rememberedLogin, async ({ request }) => ({ loginName: await loginName.read(request) }));

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
