/**
 * The write stream of the crash half of bench/crash.ts: `connections` loops, each sending one member
 * write after the other (fetch, so the outcome of every single request is known) until `stop()` says so.
 * A 2xx is an acknowledged write; a refused connection (the server is down) is retried later and
 * counts as never sent; any other socket error means the request was cut off in flight: the server may
 * or may not have written it.
 */
import { fill, type AckedWrite, type LoadCall, type SentWrite } from './crash-writes.js';

export interface WriteStream {
  acks: AckedWrite[];
  inFlight: SentWrite[];
  /** Requests refused at connect (the server was down): never sent. */
  refused: number;
  /** Replies other than 2xx. */
  failures: { path: string; status: number; body: string }[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const codeOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  return cause?.code ?? cause?.errors?.[0]?.code;
};

export async function writeStream(
  base: string,
  calls: readonly LoadCall[],
  tokens: readonly string[],
  refs: readonly number[],
  runId: string,
  connections: number,
  stop: () => boolean,
): Promise<WriteStream> {
  const stream: WriteStream = { acks: [], inFlight: [], refused: 0, failures: [] };
  let counter = 0;
  async function loop(): Promise<void> {
    while (!stop()) {
      const n = counter++;
      const call = calls[n % calls.length]!;
      const variant = call.variants[0]!;
      const sent: SentWrite = { kind: call.write!, key: `${runId}-${call.write}-${n}`, ref: String(refs[n % refs.length]), member: n % tokens.length };
      try {
        const response = await fetch(`${base}${variant.path}`, {
          method: call.method,
          headers: { authorization: `Bearer ${tokens[sent.member]}`, 'content-type': 'application/json' },
          body: JSON.stringify(fill(variant.body, sent.key, sent.ref)),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        if (response.ok) stream.acks.push({ ...sent, reply: text });
        else stream.failures.push({ path: variant.path, status: response.status, body: text.slice(0, 300) });
      } catch (error) {
        if (codeOf(error) === 'ECONNREFUSED') stream.refused++;
        else stream.inFlight.push(sent);
        await pause(100);
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  return stream;
}
