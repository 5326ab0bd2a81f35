import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createTour, signedInAs } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';

let ctx: TestContext;
let student: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  student = await signedInAs(ctx.app, 'student');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/**
 * Plays an admin's delete that commits after checkout read the price but before it wrote the
 * payment: a trigger removes the club or event just as the payment row goes in, so the real
 * foreign key refuses it, on PGlite and PostgreSQL alike. (The failed statement takes the
 * trigger's delete back with it; in the real race the delete has already committed.)
 */
async function deleteTargetJustBeforeInsert() {
  await db().execute(sql`
    create or replace function test_delete_target() returns trigger language plpgsql as $$
    begin
      delete from club where id = new.club_id;
      delete from tour where id = new.tour_id;
      return new;
    end $$`);
  await db().execute(sql`
    create trigger test_delete_target before insert on payment
    for each row execute function test_delete_target()`);
}
afterEach(async () => {
  await db().execute(sql`drop trigger if exists test_delete_target on payment`);
});

async function checkout(path: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: path, headers: { cookie: student.cookie }, payload: body });
}

const paymentsBy = (userId: string) => db().select().from(payment).where(eq(payment.userId, userId));

describe('checkout racing an admin who deletes what is being paid for', () => {
  it('answers 404 like an unknown club when the club is deleted mid-checkout', async () => {
    const unknown = await checkout('/api/clubs/00000000-0000-4000-8000-000000000000/checkout', {
      mobile: '01712345678',
      plan: 'monthly',
    });
    expect(unknown.statusCode).toBe(404);

    const target = await createClub(ctx.app);
    await deleteTargetJustBeforeInsert();
    const res = await checkout(`/api/clubs/${target.id}/checkout`, {
      mobile: '01712345678',
      plan: 'monthly',
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.message).toBe('This club does not exist or is no longer taking payments.');
    expect(res.json().error.message).toBe(unknown.json().error.message);
    expect(await paymentsBy(student.id)).toEqual([]);
  });

  it('answers 404 like an unknown event when the event is deleted mid-checkout', async () => {
    const unknown = await checkout('/api/tours/00000000-0000-4000-8000-000000000000/checkout', {
      mobile: '01712345678',
    });
    expect(unknown.statusCode).toBe(404);

    const target = await createTour(ctx.app);
    await deleteTargetJustBeforeInsert();
    const res = await checkout(`/api/tours/${target.id}/checkout`, { mobile: '01712345678' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.message).toBe('This event does not exist or is no longer taking registrations.');
    expect(res.json().error.message).toBe(unknown.json().error.message);
    expect(await paymentsBy(student.id)).toEqual([]);
  });
});

describe('isForeignKeyViolation', () => {
  it('recognises the driver error drizzle wraps, and which key refused the write', async () => {
    const error = await db()
      .insert(payment)
      .values({
        tranId: 'TEST-FK-VIOLATION',
        kind: 'club',
        clubId: '00000000-0000-4000-8000-000000000000',
        plan: 'monthly',
        amountPoisha: 100,
        payerName: 'Test Student',
        payerEmail: 'student@example.edu',
        payerMobile: '01700000000',
        itemName: 'Club',
      })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error, 'payment_club_id_club_id_fk')).toBe(true);
    expect(isForeignKeyViolation(error, 'payment_tour_id_tour_id_fk')).toBe(false);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
  });
});
