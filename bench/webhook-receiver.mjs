// A partner's webhook receiver for bench/webhooks.ts, in a process of its own (as a partner's system
// is): answers 200 to every POST, GET /count says how many it received. Prints its address.
import { createServer } from 'node:http';

let received = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET') return response.end(String(received));
  request.resume();
  request.on('end', () => {
    received++;
    response.end('ok');
  });
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}/hooks`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
