import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS, DEFAULT_RATE_LIMITS, defaultStaticRoots, findRepoRoot, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      production: false,
      devMailbox: false,
      corsOrigins: '*',
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    expect(config.auth.tokenTtlSeconds).toBe(1800);
    expect(config.auth.loginCookieMaxAge).toBe(864_000);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/sa-data',
      DATABASE_URL: 'postgres://u:p@db/studyatlas',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://portal.example/',
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMIT_SIGN_IN: '50',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/sa-data',
      databaseUrl: 'postgres://u:p@db/studyatlas',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://portal.example',
      production: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(config.rateLimits.signIn.max).toBe(50);
    expect(loadConfig({ PORT: '9001' }).publicUrl).toBe('http://localhost:9001');
  });

  it('reads the metrics, log and file store settings: metrics never public by default, one line per request in production', () => {
    const defaults = loadConfig({ LOG_PRETTY: '0' });
    expect([defaults.logLevel, defaults.observability]).toEqual(['warn', { metrics: true, metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: undefined, prettyLogs: false }]);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ logLevel: 'info', observability: { prettyLogs: false } });
    const config = loadConfig({ METRICS: 'off', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-long-enough-token', LOG_PRETTY: '1', LOG_LEVEL: 'debug' });
    expect([config.logLevel, config.observability]).toEqual(['debug', { metrics: false, metricsPort: 9464, metricsHost: '0.0.0.0', metricsToken: 'a-long-enough-token', prettyLogs: true }]);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow('METRICS_PORT must be a whole number, got "x"');
    expect([loadConfig({}).fileStore, loadConfig({ FILE_STORE: 'DB' }).fileStore]).toEqual(['folder', 'db']);
    expect(() => loadConfig({ FILE_STORE: 'disk' })).toThrow('FILE_STORE must be folder, db or s3, got "disk"');
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_URL (https://KEY:SECRET@host/bucket?region=REGION)');
    expect(() => loadConfig({ FILE_STORE: 's3', S3_URL: 'https://K:secret-value@host/' })).toThrow('S3_URL must name one bucket as its path');
    expect(loadConfig({ FILE_STORE: 'S3', S3_URL: 'http://K:S@127.0.0.1:9000/files' })).toMatchObject({ fileStore: 's3', s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'files', region: 'us-east-1' } });
  });

  it('reads the shared limits: Redis, per-account limits and invitations a day', () => {
    const defaults = loadConfig({});
    expect(defaults.redisUrl).toBeUndefined();
    expect(defaults.accountLimits).toEqual(DEFAULT_ACCOUNT_LIMITS);
    expect(defaults.accountLimits.signIn).toEqual({ max: 5, baseMs: 30_000, capMs: 900_000, windowMs: 3_600_000 });
    expect(defaults.referralsPerDay).toBe(20);
    const config = loadConfig({
      REDIS_URL: ' redis://cache:6379/2 ',
      ACCOUNT_LIMIT_SIGN_IN: '8',
      ACCOUNT_LIMIT_RESET: '2',
      ACCOUNT_LIMIT_RESEND: '4',
      REFERRALS_PER_DAY: '5',
    });
    expect(config.redisUrl).toBe('redis://cache:6379/2');
    expect([config.accountLimits.signIn.max, config.accountLimits.reset.max, config.accountLimits.resend.max]).toEqual([8, 2, 4]);
    expect(config.accountLimits.signIn.capMs).toBe(900_000);
    expect(config.referralsPerDay).toBe(5);
    expect(() => loadConfig({ REFERRALS_PER_DAY: 'many' })).toThrow('REFERRALS_PER_DAY must be a whole number, got "many"');
  });

  it('reads the partner origins, HSTS and the image origins of the pages\' CSP', () => {
    expect(loadConfig({})).toMatchObject({ partnerOrigins: [], hsts: false, cspImgSources: ['https://tile.openstreetmap.org'] });
    expect(
      loadConfig({ PARTNER_ORIGINS: 'https://apply.northbridge.example/, http://127.0.0.1:5173', HSTS: '1', CSP_IMG_SRC: 'https://tiles.example.org  https://cdn.example.org' }),
    ).toMatchObject({
      partnerOrigins: ['https://apply.northbridge.example', 'http://127.0.0.1:5173'],
      hsts: true,
      cspImgSources: ['https://tiles.example.org', 'https://cdn.example.org'],
    });
  });

  it('turns the dev mailbox on only when asked for, and never in production', () => {
    expect(loadConfig({ DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: '1', NODE_ENV: 'production' })).toThrow(
      'DEV_MAILBOX is for development: it cannot be on with NODE_ENV=production',
    );
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads SEARCH_SYNONYMS (a JSON file of equivalent search words) and refuses a malformed one at start', () => {
    expect(loadConfig({}).searchSynonyms).toBeUndefined();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'synonyms-')), 'synonyms.json');
    writeFileSync(file, JSON.stringify([['uni', 'university']]));
    expect(loadConfig({ SEARCH_SYNONYMS: file }).searchSynonyms).toBe(file);
    writeFileSync(file, '["uni"]');
    expect(() => loadConfig({ SEARCH_SYNONYMS: file })).toThrow(`SEARCH_SYNONYMS: ${file} must be a JSON array of groups, each an array of at least two strings`);
    expect(() => loadConfig({ SEARCH_SYNONYMS: `${file}.missing` })).toThrow(`SEARCH_SYNONYMS: cannot read ${file}.missing`);
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });

  it('finds the static roots from the repository root', () => {
    const root = findRepoRoot();
    expect(root).toBeDefined();
    expect(existsSync(path.join(root!, 'packages/server/package.json'))).toBe(true);
    expect(findRepoRoot(path.join(root!, 'packages/server/dist'))).toBe(root);
    expect(defaultStaticRoots(root).map((r) => [r.prefix, path.relative(root!, r.dir)])).toEqual([
      ['/', 'examples/portal/dist'],
      ['/sdk/', 'packages/elements/dist/browser'],
      ['/partner/', 'examples/partner-embed'],
      ['/react-app/', 'examples/react-app/dist'],
    ]);
  });
});
