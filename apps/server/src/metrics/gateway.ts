import type { PaymentGateway } from '../gateway/gateway.ts';
import type { Metrics } from './metrics.ts';

const CALLS = ['createSession', 'validate', 'queryByTranId', 'initiateRefund', 'queryRefund'] as const;

/** The gateway, with each call's latency and outcome counted (`dpms_gateway_call_duration_seconds`). */
export function measuredGateway(gateway: PaymentGateway, metrics: Metrics): PaymentGateway {
  const measured = { ...gateway } as PaymentGateway;
  for (const call of CALLS) {
    const original = gateway[call].bind(gateway) as (...args: unknown[]) => Promise<unknown>;
    (measured as unknown as Record<string, unknown>)[call] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const answer = await original(...args);
        metrics.gatewayCall(call, 'ok', (performance.now() - started) / 1000);
        return answer;
      } catch (error) {
        metrics.gatewayCall(call, 'error', (performance.now() - started) / 1000);
        throw error;
      }
    };
  }
  return measured;
}
