import type { PaymentGroup } from '@dpms/shared/schemas';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour, paymentRow, signedInAs, startTourPayment } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
/** tran_ids: a paid one by Nusrat (9th batch), a pending one by Arif, a paid one on another event. */
const tran: Record<'nusrat' | 'arif' | 'other', string> = { nusrat: '', arif: '', other: '' };
let sajekId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
  const sajek = await createTour(ctx.app, { destination: 'Sajek Valley' });
  const other = await createTour(ctx.app, { destination: 'Sylhet Tea Gardens' });
  sajekId = sajek.id;
  const nusrat = await signedInAs(ctx.app, 'student');
  const arif = await signedInAs(ctx.app, 'student');
  const sandbox = sandboxOf(ctx.app);
  sandbox.setFaults({ dropIpn: true });
  const paid = await startTourPayment(ctx.app, sajek.id, nusrat.cookie);
  await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandbox.pay(paid.sessionKey));
  tran.nusrat = paid.tranId;
  tran.arif = (await startTourPayment(ctx.app, sajek.id, arif.cookie)).tranId;
  const elsewhere = await startTourPayment(ctx.app, other.id, arif.cookie);
  await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandbox.pay(elsewhere.sessionKey));
  tran.other = elsewhere.tranId;
  const db = ctx.database.db;
  await db
    .update(payment)
    .set({ payerName: 'Nusrat Jahan', payerBatch: '9th' })
    .where(eq(payment.tranId, tran.nusrat));
  await db.update(payment).set({ payerName: 'Arif Hossain' }).where(eq(payment.tranId, tran.arif));
  await db.update(payment).set({ payerName: 'Arif Hossain' }).where(eq(payment.tranId, tran.other));
});
afterAll(() => ctx.close());

async function history(query: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payments?kind=tour&${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { groups } = res.json<{ groups: PaymentGroup[] }>();
  return {
    groups,
    tranIds: groups.flatMap((g) => g.items.map((i) => i.tranId)).sort(),
  };
}

async function csvTranIds(query: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payments.csv?kind=tour&${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (parse(res.body, { columns: true }) as Record<string, string>[])
    .map((r) => r['Transaction ID'])
    .sort();
}

describe('Payment History filters', () => {
  it('find payments by free text: a name, an e-mail, a student ID or a tran_id, in the list and the CSV alike', async () => {
    expect((await history('q=nusrat')).tranIds).toEqual([tran.nusrat]);
    expect((await history('q=ARIF')).tranIds).toEqual([tran.arif, tran.other].sort());
    expect((await history(`q=${tran.other.slice(-8)}`)).tranIds).toEqual([tran.other]);
    const nusrat = await paymentRow(ctx.app, tran.nusrat);
    expect((await history(`q=${nusrat.payerStudentId}`)).tranIds).toEqual([tran.nusrat]);
    expect((await history(`q=${encodeURIComponent(nusrat.payerEmail)}`)).tranIds).toEqual([tran.nusrat]);
    expect(await csvTranIds('q=arif')).toEqual([tran.arif, tran.other].sort());
    // A wildcard typed by a person is a letter.
    expect((await history('q=%25')).tranIds).toEqual([]);
  });

  it('filter by status and batch, with the group headings counting only what matches', async () => {
    const paid = await history('status=paid');
    expect(paid.tranIds).toEqual([tran.nusrat, tran.other].sort());
    const sajek = paid.groups.find((g) => g.itemId === sajekId)!;
    expect(sajek).toMatchObject({ total: 1, paidCount: 1 });
    expect((await history('status=pending')).tranIds).toEqual([tran.arif]);
    expect((await history('batch=9th')).tranIds).toEqual([tran.nusrat]);
    expect(await csvTranIds('status=paid&batch=9th')).toEqual([tran.nusrat]);
  });

  it('filter by Dhaka day', async () => {
    const today = dhakaToday();
    const yesterday = dhakaToday(new Date(Date.now() - 86_400_000));
    expect((await history(`from=${today}&to=${today}`)).tranIds).toEqual(Object.values(tran).sort());
    expect((await history(`to=${yesterday}`)).tranIds).toEqual([]);
  });

  it('refuse a malformed filter with a clear message and change nothing', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?kind=tour&status=lost&from=yesterday',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Use a date like 2026-11-25');
  });
});
