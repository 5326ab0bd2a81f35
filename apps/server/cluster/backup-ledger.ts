import type pg from 'pg';

/**
 * What the backup drill compares between the database as its dump saw it and the restored copy:
 * the ledger (payments by kind and status, with their sums), every table's row count, and each
 * paid payment with its trail (the row, its audit entries, its gateway notices) as one
 * fingerprint. Read with plain SQL on a client, so that the source's figures come from the very
 * transaction whose snapshot pg_dump used.
 */
export interface Ledger {
  /** "kind status" → how many payments, and their amounts in poisha. */
  byKindStatus: Record<string, { count: number; poisha: number }>;
  /** table → rows. */
  rows: Record<string, number>;
  /** A paid payment's tran_id → the fingerprint of its row, audit entries and payment events. */
  paid: Map<string, string>;
  /** Paid payments with a gateway notice's 'paid' record (not bulk-inserted history). */
  paidThroughGateway: number;
  /** Of those, the ones without the audit entry of their move to paid with their amount. */
  paidWithoutTrail: string[];
  /** Payments whose last status entry in the audit trail is not their status (or, paid, not their amount). */
  trailDisagrees: string[];
}

const TABLES = [
  'user',
  'account',
  'session',
  'tour',
  'club',
  'payment',
  'payment_event',
  'audit_log',
  'mail_outbox',
] as const;

export async function readLedger(client: pg.ClientBase): Promise<Ledger> {
  const byKindStatus: Ledger['byKindStatus'] = {};
  const sums = await client.query<{ key: string; count: number; poisha: string }>(
    `select kind || ' ' || status as key, count(*)::int as count, coalesce(sum(amount_poisha), 0)::text as poisha
       from payment group by kind, status order by kind, status`,
  );
  for (const r of sums.rows) byKindStatus[r.key] = { count: r.count, poisha: Number(r.poisha) };

  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    const counted = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    rows[table] = counted.rows[0]!.n;
  }

  const paid = new Map<string, string>();
  const prints = await client.query<{ tran_id: string; print: string }>(
    `select p.tran_id, md5(concat_ws('|', p.id, p.kind, p.amount_poisha, p.status, p.paid_at, p.val_id,
        p.bank_tran_id, p.user_id,
        (select string_agg(a.id || ':' || md5(a.details::text), ',' order by a.id)
           from audit_log a where a.target_type = 'payment' and a.target_id = p.id::text),
        (select string_agg(e.id || ':' || e.outcome, ',' order by e.id)
           from payment_event e where e.payment_id = p.id))) as print
       from payment p where p.status = 'paid'`,
  );
  for (const r of prints.rows) paid.set(r.tran_id, r.print);

  const throughGateway = `p.status = 'paid' and exists (select 1 from payment_event e
      where e.payment_id = p.id and e.outcome = 'paid')`;
  const gatewayPaid = await client.query<{ n: number }>(
    `select count(*)::int as n from payment p where ${throughGateway}`,
  );
  const withoutTrail = await client.query<{ tran_id: string }>(
    `select p.tran_id from payment p where ${throughGateway} and not exists (
        select 1 from audit_log a where a.target_type = 'payment' and a.target_id = p.id::text
          and a.action = 'payment.status' and a.details->>'after' = 'paid'
          and (a.details->>'amountPoisha')::bigint = p.amount_poisha)`,
  );
  const disagrees = await client.query<{ tran_id: string }>(
    `select p.tran_id from payment p
       join lateral (select a.details from audit_log a
         where a.target_type = 'payment' and a.target_id = p.id::text and a.action = 'payment.status'
         order by a.id desc limit 1) last on true
      where last.details->>'after' is distinct from p.status
         or (p.status = 'paid' and (last.details->>'amountPoisha')::bigint <> p.amount_poisha)`,
  );
  return {
    byKindStatus,
    rows,
    paid,
    paidThroughGateway: gatewayPaid.rows[0]!.n,
    paidWithoutTrail: withoutTrail.rows.map((r) => r.tran_id),
    trailDisagrees: disagrees.rows.map((r) => r.tran_id),
  };
}

/** What differs between the source at the dump's snapshot and the restored copy (empty: nothing). */
export function compareLedgers(source: Ledger, restored: Ledger) {
  const missing = [...source.paid.keys()].filter((tranId) => !restored.paid.has(tranId));
  const changed = [...source.paid].filter(
    ([tranId, print]) => restored.paid.has(tranId) && restored.paid.get(tranId) !== print,
  );
  const extra = [...restored.paid.keys()].filter((tranId) => !source.paid.has(tranId));
  const keys = new Set([...Object.keys(source.byKindStatus), ...Object.keys(restored.byKindStatus)]);
  const ledger = [...keys].filter(
    (k) => JSON.stringify(source.byKindStatus[k]) !== JSON.stringify(restored.byKindStatus[k]),
  );
  const tables = TABLES.filter((t) => source.rows[t] !== restored.rows[t]);
  return { missing, changed: changed.map(([tranId]) => tranId), extra, ledger, tables };
}
