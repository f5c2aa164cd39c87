/** A running API server for the member benches (apply, messaging): member calls with a bearer token. */
import { buildApp, loadConfig, type DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/index.js';

/** `env` adds settings (WEBHOOK_WORKER: 'off' when another process delivers the webhooks). */
export async function startMemberServer(handle: DatabaseHandle, dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN: '100000', ...env });
  const app = await buildApp({ config, database: handle });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  /** GET (no body) or POST JSON as the member; a reply other than 2xx throws with its text. */
  const call = async (token: string, path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  /** A demo member's bearer token. */
  const tokenOf = async (username: string): Promise<string> => {
    const response = await fetch(`${base}/authtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_MEMBER_PASSWORD }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return { call, tokenOf, close: () => app.close() };
}
