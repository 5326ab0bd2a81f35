import type { FastifyInstance, FastifyReply } from 'fastify';
import { decimalToPoisha, poishaToDecimal } from '../amount.ts';
import { stringFields } from '../form-body.ts';
import { NO_CARD, paidWithFields, storeAmount } from './callback.ts';
import type { SandboxControls } from './controls.ts';
import { BAD_STORE } from './session-api.ts';
import type { SandboxAttempt, SandboxFaults, SandboxSession } from './store.ts';

const hidden = { schema: { hide: true } };

/** The validator endpoints: Validation API, transaction query and refunds. */
export function registerValidatorApi(app: FastifyInstance, controls: SandboxControls): void {
  const { storeId, storePassword } = controls.credentials;
  const storeOk = (q: Record<string, string>) => q.store_id === storeId && q.store_passwd === storePassword;

  // The gateway answers GET and POST alike, parameters in the query string or the body: its
  // own Node SDK posts, with the parameters in the query string.
  const methods: ('GET' | 'POST')[] = ['GET', 'POST'];
  const paramsOf = (request: { query: unknown; body: unknown }) => ({
    ...stringFields(request.body),
    ...stringFields(request.query),
  });
  /** One validator endpoint, hidden from the API document; `answer` gets its parameters. */
  const validatorRoute = (
    url: string,
    answer: (q: Record<string, string>, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.route({
      method: methods,
      url,
      ...hidden,
      handler: (request, reply) => answer(paramsOf(request), reply),
    });

  validatorRoute('/validator/api/validationserverAPI.php', async (q, reply) => {
    const attempt = controls.store.attempt(q.val_id ?? '');
    const session = attempt && controls.session(attempt.sessionKey);
    const faults = controls.faultsFor(session);
    if (await unavailable(faults, reply)) return reply;
    const invalid = { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
    if (!storeOk(q) || !attempt || !session || attempt.status !== 'VALID') return invalid;
    const status = faults.validatorStatus ?? (attempt.validations === 0 ? 'VALID' : 'VALIDATED');
    if (status === 'INVALID_TRANSACTION') return invalid;
    controls.store.markValidated(attempt);
    return { ...transaction(session, attempt, faults), status, APIConnect: 'DONE' };
  });

  // One endpoint, three uses, told apart by their parameters (as SSLCommerz does).
  validatorRoute('/validator/api/merchantTransIDvalidationAPI.php', async (q, reply) => {
    const refund = q.refund_ref_id ? controls.store.refund(q.refund_ref_id) : undefined;
    const attempt = controls.store.attemptByBankTranId(q.bank_tran_id ?? refund?.bankTranId ?? '');
    const session = attempt ? controls.session(attempt.sessionKey) : controls.sessionFor(q.tran_id ?? '');
    const faults = controls.faultsFor(session);
    if (await unavailable(faults, reply)) return reply;
    if (!storeOk(q)) return { APIConnect: 'FAILED', errorReason: BAD_STORE };

    if (q.refund_ref_id) {
      if (!refund) return { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid refund_ref_id' };
      if (faults.refundStatus === 'cancelled') refund.cancelled = true;
      const status =
        refund.processing && faults.refundStatus === 'refunded' ? 'processing' : faults.refundStatus;
      return {
        APIConnect: 'DONE',
        bank_tran_id: refund.bankTranId,
        tran_id: refund.tranId,
        refund_ref_id: refund.refundRefId,
        initiated_on: refund.initiatedOn,
        refunded_on: status === 'refunded' ? refund.refundedOn : '',
        status,
        errorReason: '',
      };
    }

    if (q.bank_tran_id) {
      const answer = (status: string, extra: Record<string, string> = {}) => ({
        APIConnect: 'DONE',
        bank_tran_id: q.bank_tran_id,
        trans_id: attempt?.tranId ?? '',
        refund_ref_id: '',
        status,
        errorReason: '',
        ...extra,
      });
      const refused = refundProblem(controls, q, attempt, session);
      if (refused) return answer('failed', { errorReason: refused });
      const created = controls.store.addRefund(attempt!, {
        amountPoisha: decimalToPoisha(q.refund_amount!)!,
        remarks: q.refund_remarks!,
        refId: q.refe_id ?? '',
      });
      return answer('success', { refund_ref_id: created.refundRefId });
    }

    // By session key: the one transaction of that session, its latest attempt.
    if (q.sessionkey) {
      const byKey = controls.session(q.sessionkey);
      if (!byKey) return { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid sessionkey' };
      const last = byKey.attempts.at(-1);
      const found = last ? transaction(byKey, last, controls.faultsFor(byKey)) : unattempted(byKey);
      return { ...found, APIConnect: 'DONE' };
    }

    if (!q.tran_id) {
      return {
        APIConnect: 'INVALID_REQUEST',
        errorReason: 'tran_id, sessionkey, bank_tran_id or refund_ref_id is required',
      };
    }
    const element = controls.store.sessionsFor(q.tran_id).flatMap((s) => {
      const sessionFaults = controls.faultsFor(s);
      if (s.attempts.length > 0) return s.attempts.map((a) => transaction(s, a, sessionFaults));
      return [unattempted(s)];
    });
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
  });

  async function unavailable(faults: SandboxFaults, reply: FastifyReply): Promise<boolean> {
    if (faults.validatorSlowMs > 0) await controls.pause(faults.validatorSlowMs);
    if (!faults.validatorDown) return false;
    // A real outage answers an HTML error page, not JSON: the adapter must cope with both.
    reply.code(500).type('text/html; charset=utf-8').send('<h1>500 Internal Server Error</h1>');
    return true;
  }
}

function refundProblem(
  controls: SandboxControls,
  q: Record<string, string>,
  attempt: SandboxAttempt | undefined,
  session: SandboxSession | undefined,
): string | null {
  if (!attempt || !session || attempt.status !== 'VALID')
    return 'Invalid bank_tran_id: no successful transaction';
  const amount = decimalToPoisha(q.refund_amount ?? '');
  if (amount === null || amount <= 0) return 'refund_amount must be a positive amount';
  if (amount > (attempt.amountPoisha ?? session.amountPoisha))
    return 'Refund amount exceeds the transaction amount';
  if (!q.refund_remarks?.trim()) return 'refund_remarks is required';
  // A refund the gateway cancelled left the money with the merchant, so it may be asked again.
  if (controls.store.refundOf(attempt.bankTranId))
    return 'A refund has already been initiated for this transaction';
  return null;
}

/** An attempt as the validator endpoints describe it (amount as the faults may misreport it). */
function transaction(session: SandboxSession, attempt: SandboxAttempt, faults: SandboxFaults) {
  const paid = attempt.status === 'VALID';
  const amountPoisha =
    (paid ? (faults.amountOverride ?? attempt.amountPoisha) : null) ?? session.amountPoisha;
  const amount = poishaToDecimal(amountPoisha);
  return {
    status: paid ? (attempt.validations > 0 ? 'VALIDATED' : 'VALID') : attempt.status,
    tran_date: attempt.tranDate,
    tran_id: attempt.tranId,
    // As in the callbacks: only a paid attempt has a val_id worth validating.
    val_id: paid ? attempt.valId : '',
    amount,
    store_amount: poishaToDecimal(paid ? storeAmount(amountPoisha) : 0),
    currency: 'BDT',
    bank_tran_id: attempt.bankTranId,
    ...(paid ? paidWithFields(attempt) : NO_CARD),
    currency_type: 'BDT',
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    ...session.values,
    emi_instalment: '0',
    emi_amount: '0.00',
    risk_level: String(attempt.riskLevel),
    risk_title: attempt.riskLevel === 1 ? 'Risky' : 'Safe',
    validated_on: attempt.validatedOn ?? '',
    gw_version: 'sandbox',
  };
}

/** A session nobody has paid, failed or cancelled yet. */
function unattempted(session: SandboxSession) {
  return {
    status: session.expired ? 'EXPIRED' : 'PENDING',
    tran_date: '',
    tran_id: session.tranId,
    val_id: '',
    amount: poishaToDecimal(session.amountPoisha),
    currency: 'BDT',
    bank_tran_id: '',
    risk_level: '',
    ...session.values,
  };
}
