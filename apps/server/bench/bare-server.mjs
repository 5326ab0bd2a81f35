// The bench's reference: a bare Fastify in a process of its own, answering each path with the
// very bytes, content type and content encoding the app answered (read from the JSON file named by argv[2]); with
// `--headers`, also every other header the app's answer carried (its security headers, ETag,
// cache-control, Vary), so the answer is the app's byte for byte but for the Date.
// Prints its address on stdout, then serves until killed.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const withHeaders = process.argv.includes('--headers');
const bare = Fastify();
for (const { path, type, encoding, body, headers } of routes) {
  const bytes = Buffer.from(body, 'base64');
  bare.get(path, async (_request, reply) => {
    if (withHeaders) reply.headers(headers);
    else if (encoding) reply.header('content-encoding', encoding);
    return reply.type(type).send(bytes);
  });
}
console.log(await bare.listen({ port: 0, host: '127.0.0.1' }));
