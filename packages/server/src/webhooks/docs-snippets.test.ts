import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookHeaders } from './signing.js';

/* docs/webhooks.md's verifying snippets, run as written against what the server sends. */
const docs = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/webhooks.md'), 'utf8');
const block = (language: string) => new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(docs)![1]!;
const dir = mkdtempSync(path.join(tmpdir(), 'sa-webhook-docs-'));
const body = '{"type":"webhook.test","timestamp":"2026-03-02T09:00:00.000Z","data":{"endpointId":1}}';
const secret = newWebhookSecret();
const now = Math.floor(Date.now() / 1000);
const signed = webhookHeaders([newWebhookSecret(), secret], 'msg_docs', now, body);
const cases: Array<[string, Record<string, string>, string, boolean]> = [
  ['a request the server signed (second of two signatures)', signed, body, true],
  ['a changed body', signed, body.replace('1}', '2}'), false],
  ['another secret only', webhookHeaders([newWebhookSecret()], 'msg_docs', now, body), body, false],
  ['an old timestamp', webhookHeaders([secret], 'msg_docs', now - 600, body), body, false],
];

describe('the verifying snippets of docs/webhooks.md', () => {
  it('Node: accepts what the server signs, refuses a changed body, another secret, an old timestamp', async () => {
    const file = path.join(dir, 'verify.mjs');
    writeFileSync(file, block('js'));
    const { verifyWebhook } = (await import(pathToFileURL(file).href)) as { verifyWebhook: (s: string, h: Record<string, string>, b: string) => boolean };
    expect(cases.map(([what, headers, raw]) => [what, verifyWebhook(secret, headers, raw)])).toEqual(cases.map(([what, , , ok]) => [what, ok]));
  });

  it('Python: the same answers', () => {
    let python = 'python3';
    try {
      execFileSync(python, ['--version']);
    } catch {
      python = '';
    }
    if (!python) return; // no Python on this machine: the Node snippet's test stands for both
    const file = path.join(dir, 'verify.py');
    writeFileSync(file, `${block('python')}\nimport json, sys\ncases = json.load(sys.stdin)\nprint(json.dumps([verify_webhook(c[0], c[1], c[2].encode()) for c in cases]))\n`);
    const input = JSON.stringify(cases.map(([, headers, raw]) => [secret, headers, raw]));
    expect(JSON.parse(execFileSync(python, [file], { input }).toString())).toEqual(cases.map(([, , , ok]) => ok));
  });
});
