import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

/** Who may read the metrics: loopback, the networks in METRICS_ALLOW, or the bearer of METRICS_TOKEN. */
export function metricsAccess(config: Config['metrics']) {
  const allowed = new BlockList();
  allowed.addSubnet('127.0.0.0', 8, 'ipv4');
  allowed.addAddress('::1', 'ipv6');
  for (const cidr of config.allow) {
    const [address, bits] = cidr.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    allowed.addSubnet(address, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family);
  }
  const token = config.token ? Buffer.from(`Bearer ${config.token}`) : null;
  return (remoteAddress: string, authorization: string | undefined): boolean => {
    const address = remoteAddress.replace(/^::ffff:(?=\d+\.)/, '');
    if (allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return true;
    if (!token || !authorization) return false;
    const offered = Buffer.from(authorization);
    return offered.length === token.length && timingSafeEqual(offered, token);
  };
}

/**
 * The metrics listener: its own port (METRICS_PORT, on METRICS_HOST, loopback by default), never
 * the public address, so nginx never proxies it. It answers `GET /metrics` and nothing else.
 */
export async function startMetricsServer(
  config: Config,
  metrics: Metrics,
  log: FastifyInstance['log'],
): Promise<FastifyInstance | undefined> {
  if (!config.metrics.port) return undefined;
  const mayRead = metricsAccess(config.metrics);
  const server = Fastify({ logger: false });
  server.get('/metrics', async (request, reply) => {
    if (!mayRead(request.socket.remoteAddress ?? '', request.headers.authorization)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden\n');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
  try {
    await server.listen({ port: config.metrics.port, host: config.metrics.host });
    log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
    return server;
  } catch (error) {
    // A port taken by another instance on this host must not stop payments: say so and serve.
    log.error({ err: error, port: config.metrics.port }, 'metrics listener could not start');
    await server.close();
    return undefined;
  }
}
