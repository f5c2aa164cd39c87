// Runs autocannon in a worker thread, so the load generator does not share the server's event loop.
// Input (workerData): { url, path, bodies, connections, seconds, method?, headers? } (a GET sends no body:
// pass one body, null). Output: { latencies, errors }.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, path, bodies, connections, seconds, method = 'POST', headers = {} } = workerData;
const latencies = [];
let errors = 0;
const instance = autocannon(
  {
    url,
    connections,
    duration: seconds,
    requests: bodies.map((body) =>
      method === 'GET' ? { method, path, headers } : { method, path, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    ),
  },
  (error, result) => {
    if (error) throw error;
    parentPort.postMessage({ latencies, errors: errors + result.errors + result.timeouts });
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode !== 200) errors++;
  latencies.push(responseTime);
});
