// The bench's reference: a bare Fastify in a process of its own, answering each path with the
// very bytes and content type the app answered (read from the JSON file named by argv[2]).
// Prints its address on stdout, then serves until killed.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bare = Fastify();
for (const { path, type, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  bare.get(path, async (_request, reply) => reply.type(type).send(bytes));
}
console.log(await bare.listen({ port: 0, host: '127.0.0.1' }));
