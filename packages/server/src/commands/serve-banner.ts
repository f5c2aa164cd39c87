import { existsSync } from 'node:fs';
import type { Config, StaticRoot } from '../config.js';
import { isLoopback } from '../http/loopback.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../seed/index.js';

export interface BannerFacts {
  /** The port the server listens on (PORT=0 picks one). */
  port: number;
  dialect: 'sqlite' | 'postgres';
  /** Where the database is (file path or server). */
  location: string;
}

function staticNote(config: Config, name: StaticRoot['name']): string {
  const root = config.staticRoots.find((r) => r.name === name);
  return root && existsSync(root.dir) ? '' : '  (not built yet: run `npm run build`)';
}

/** Whether HOST keeps the server on this machine ('localhost' and 127.x/::1). */
export const listensOnLoopbackOnly = (host: string): boolean => host === 'localhost' || isLoopback(host);

function mailboxLine(config: Config, local: string): string {
  if (!config.devMailbox) return '  Dev mailbox     off  (DEV_MAILBOX=1 or `serve --dev-mailbox` turns it on, never in production)';
  const smtp = config.smtpUrl ? '; mail goes out by SMTP instead' : '';
  return `  Dev mailbox     ${local}/dev/mailbox  (on; answers this machine only${smtp})`;
}

/** Where the metrics are, if anywhere (METRICS_PORT is announced when its server listens; docs/operations.md "Metrics"). */
function metricsLine(config: Config, local: string): string {
  const { metrics, metricsPort, metricsHost, metricsToken } = config.observability;
  if (!metrics) return '  Metrics         off  (METRICS=off)';
  const where = [
    ...(metricsPort !== undefined ? [`http://${metricsHost}:${metricsPort}/metrics`] : []),
    ...(metricsToken ? [`${local}/metrics with the METRICS_TOKEN`] : []),
  ];
  return where.length ? `  Metrics         ${where.join(' and ')}` : '  Metrics         not served  (METRICS_PORT or METRICS_TOKEN serves them; never public by default)';
}

function demoLine(config: Config): string {
  const reach = listensOnLoopbackOnly(config.host)
    ? '(this machine only)'
    : `(REACHABLE FROM OTHER MACHINES: HOST=${config.host}; remove or change the demo accounts of a shared server)`;
  return `  Demo login      ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}  ${reach}`;
}

/** The lines `studyatlas serve` prints once it listens: where everything is and what is on. */
export function serveBanner(config: Config, { port, dialect, location }: BannerFacts): string {
  const local = `http://localhost:${port}`;
  return [
    '',
    `StudyAtlas is running on ${config.host}:${port}`,
    `  Portal          ${local}/${staticNote(config, 'portal')}`,
    `  Partner page    ${local}/partner/${staticNote(config, 'partner')}`,
    `  React app       ${local}/react-app/${staticNote(config, 'react-app')}`,
    `  Widget SDK      ${local}/sdk/${staticNote(config, 'sdk')}`,
    `  API reference   ${local}/api/docs  (OpenAPI: ${local}/api/docs/openapi.json)`,
    mailboxLine(config, local),
    metricsLine(config, local),
    demoLine(config),
    `  Database        ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} at ${location}`,
    `  Links in mails  ${config.publicUrl}`,
    '',
  ].join('\n');
}
