// The mixed load of the load-and-crash part (bench/crash.ts): autocannon in a worker thread, so the load
// generator does not share the bench's event loop. Each connection walks the list of calls; at the start
// of each pass it takes the next signed-in member. A call is { method, auth, write?, variants: [{ path,
// body? }] }: the variants are taken in turn; in a write's body the strings '{key}' (unique in the run)
// and '{ref}' (the next of `refs`) are filled in. Every reply of a write that is 2xx is recorded with its
// key, so the bench can look for it in the database afterwards.
// Input (workerData): { url, connections, seconds, runId, calls, members: [{ token }], refs }.
// Output: { latencies, statuses, socketErrors, timeouts, failures: [{ path, status, body }], acks: [{ kind, key, ref, member, reply }] }.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, seconds, runId, calls, members, refs } = workerData;
const latencies = [];
const statuses = {};
const failures = [];
const acks = [];
let counter = 0;
let pass = 0;

const fill = (value, key, ref) => {
  if (typeof value === 'string') return value.replaceAll('{key}', key).replaceAll('{ref}', ref);
  if (Array.isArray(value)) return value.map((v) => fill(v, key, ref));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, key, ref)]));
  return value;
};

const requests = calls.map((call, index) => ({
  method: call.method,
  path: call.variants[0].path,
  setupRequest(request, context) {
    if (index === 0) context.member = pass++ % members.length;
    const n = counter++;
    const variant = call.variants[n % call.variants.length];
    const key = `${runId}-${call.write ?? 'read'}-${n}`;
    const ref = String(refs[n % refs.length]);
    const body = variant.body === undefined ? undefined : JSON.stringify(call.write ? fill(variant.body, key, ref) : variant.body);
    context.sent = { kind: call.write, key, ref, member: context.member, path: variant.path };
    return {
      ...request,
      method: call.method,
      path: variant.path,
      headers: {
        ...(call.auth ? { authorization: `Bearer ${members[context.member].token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    };
  },
  onResponse(status, body, context) {
    const sent = context.sent;
    if (status < 200 || status > 299) {
      if (failures.length < 20) failures.push({ path: sent.path, status, body: String(body).slice(0, 300) });
    } else if (sent.kind) {
      acks.push({ kind: sent.kind, key: sent.key, ref: sent.ref, member: sent.member, reply: String(body) });
    }
  },
}));

const instance = autocannon({ url, connections, duration: seconds, timeout: 30, requests }, (error, result) => {
  if (error) throw error;
  parentPort.postMessage({ latencies, statuses, socketErrors: result.errors, timeouts: result.timeouts, failures, acks });
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  latencies.push(responseTime);
});
