import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../seed/index.js';
import { listensOnLoopbackOnly, serveBanner } from './serve-banner.js';

const facts = { port: 8080, dialect: 'sqlite', location: '/tmp/data/studyatlas.db' } as const;
const line = (banner: string, label: string) => banner.split('\n').find((l) => l.trimStart().startsWith(label));

describe('serve banner', () => {
  it('says the dev mailbox is off by default, and how to turn it on', () => {
    const banner = serveBanner(loadConfig({}, { staticRoots: [] }), facts);
    expect(line(banner, 'Dev mailbox')).toBe(
      '  Dev mailbox     off  (DEV_MAILBOX=1 or `serve --dev-mailbox` turns it on, never in production)',
    );
    expect(banner).not.toContain('/dev/mailbox');
  });

  it('says where the metrics are served, and that they are not by default', () => {
    const at = (env: Record<string, string>) => line(serveBanner(loadConfig(env, { staticRoots: [] }), facts), 'Metrics');
    expect(at({})).toBe('  Metrics         not served  (METRICS_PORT or METRICS_TOKEN serves them; never public by default)');
    expect(at({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-token' })).toBe('  Metrics         http://127.0.0.1:9464/metrics and http://localhost:8080/metrics with the METRICS_TOKEN');
    expect(at({ METRICS: 'off', METRICS_PORT: '9464' })).toBe('  Metrics         off  (METRICS=off)');
  });

  it('says where the dev mailbox is and that it answers this machine only when asked for', () => {
    const banner = serveBanner(loadConfig({ DEV_MAILBOX: '1' }, { staticRoots: [] }), facts);
    expect(line(banner, 'Dev mailbox')).toBe('  Dev mailbox     http://localhost:8080/dev/mailbox  (on; answers this machine only)');
  });

  it('says whether the demo login is reachable from other machines', () => {
    const local = serveBanner(loadConfig({}, { staticRoots: [] }), facts);
    expect(local).toContain('StudyAtlas is running on 127.0.0.1:8080');
    expect(line(local, 'Demo login')).toBe(`  Demo login      ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}  (this machine only)`);
    const open = serveBanner(loadConfig({ HOST: '0.0.0.0' }, { staticRoots: [] }), facts);
    expect(line(open, 'Demo login')).toContain('REACHABLE FROM OTHER MACHINES: HOST=0.0.0.0');
  });

  it('knows which hosts keep the server on this machine', () => {
    expect(['127.0.0.1', '::1', 'localhost'].map(listensOnLoopbackOnly)).toEqual([true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.2'].map(listensOnLoopbackOnly)).toEqual([false, false, false]);
  });
});
