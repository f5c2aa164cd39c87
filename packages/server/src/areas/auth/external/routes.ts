import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auth } from '@studyatlas/core/contracts';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import type { AuthService } from '../service.js';
import { EXTERNAL_FLOW_TTL_MS, type ExternalAuth } from './service.js';

/** The browser's side of a flow: the state, HttpOnly, sent back only to the account calls. */
export const EXTERNAL_COOKIE = 'sa_external';
const COOKIE_PATH = '/api/account';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function setFlowCookie(reply: FastifyReply, request: FastifyRequest, state: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${EXTERNAL_COOKIE}=${encodeURIComponent(state)}; Max-Age=${EXTERNAL_FLOW_TTL_MS / 1000}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * External sign-in: the provider list, the redirect to the provider and back (plain routes: they
 * answer redirects, not JSON), and the calls the portal makes with the one-time code.
 */
export async function externalAuthRoutes(app: FastifyInstance, ctx: AppContext, service: AuthService, external: ExternalAuth): Promise<void> {
  const limits = ctx.config.rateLimits;
  const browserState = (request: FastifyRequest) => readCookie(request, EXTERNAL_COOKIE);

  registerCall(app, auth.externalLogins, () => ({ providers: external.list() }));

  app.get<{ Params: { provider: string } }>(
    '/api/account/external/:provider/start',
    { onRequest: app.rateLimit({ max: limits.signIn.max, timeWindow: limits.signIn.timeWindow }) },
    async (request, reply) => {
      if (!external.has(request.params.provider)) return reply.code(404).send({ message: 'Not found' });
      try {
        const { location, state } = await external.start(request.params.provider);
        setFlowCookie(reply, request, state);
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      } catch (error) {
        // Discovery failed: the provider is unreachable or misconfigured.
        request.log.warn({ err: error }, 'external sign-in could not start');
        return reply.header('cache-control', 'no-store').redirect(external.failure(request.params.provider.toLowerCase(), 'support'), 302);
      }
    },
  );

  app.get<{ Params: { provider: string } }>(
    '/api/account/external/:provider/callback',
    { onRequest: app.rateLimit({ max: limits.signIn.max, timeWindow: limits.signIn.timeWindow }) },
    async (request, reply) => {
      if (!external.has(request.params.provider)) return reply.code(404).send({ message: 'Not found' });
      const url = new URL(request.url, ctx.config.publicUrl);
      const location = await external.callback(request.params.provider, url, browserState(request));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  registerCall(app, auth.obtainLocalAccessToken, ({ query, request }) => external.obtainLocalAccessToken(query, browserState(request)), {
    rateLimit: limits.signIn,
  });

  registerCall(app, auth.externalSignupData, ({ query, request }) => external.signupData(query, browserState(request)), {
    rateLimit: limits.signIn,
  });

  registerCall(app, auth.registerExternal, ({ body, request }) => external.register(body, browserState(request)), {
    rateLimit: limits.signUp,
  });

  registerCall(app, auth.passwordState, ({ member }) => service.passwordState(member));

  registerCall(app, auth.setPassword, async ({ member, body }) => ({ message: await service.setPassword(member, body) }), {
    rateLimit: limits.signIn,
  });
}
