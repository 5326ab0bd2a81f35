import type { AuditEntry, AuditPage } from '@dpms/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementInput,
  appWith,
  clubInput,
  dateInDays,
  type SignedIn,
  tourInput,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, admin } = await appWith('admin'));
});
afterAll(() => ctx.close());

async function call(method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await ctx.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: string }>();
}

/** The record's audit entries, newest first, as the audit trail's API answers them. */
async function entriesOf(id: string): Promise<AuditEntry[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit?target=${id}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>().items;
}

describe("an edit's audit entry", () => {
  it('names the event and gives only the changed fields, each before and after', async () => {
    // The form sends every field; only the price and the date differ.
    const input = tourInput({
      destination: "Cox's Bazar",
      costPoisha: 70_000,
      departureDate: dateInDays(20),
    });
    const { id } = await call('POST', '/api/tours', input);
    await call('PATCH', `/api/tours/${id}`, { ...input, costPoisha: 76_000, departureDate: dateInDays(21) });

    const [edit] = await entriesOf(id);
    expect(edit).toMatchObject({ action: 'tour.update', actorEmail: admin.email, targetId: id });
    expect(edit!.details).toEqual({
      destination: "Cox's Bazar",
      changes: {
        costPoisha: { before: 70_000, after: 76_000 },
        departureDate: { before: dateInDays(20), after: dateInDays(21) },
      },
    });

    // Saving the form again unchanged writes nothing.
    await call('PATCH', `/api/tours/${id}`, { ...input, costPoisha: 76_000, departureDate: dateInDays(21) });
    expect((await entriesOf(id)).map((e) => e.action)).toEqual(['tour.update', 'tour.create']);
  });

  it('does the same for clubs and announcements, named as they are after the edit', async () => {
    const club = clubInput({ clubName: 'Photography Club', monthlyPricePoisha: 15_000 });
    const { id: clubId } = await call('POST', '/api/clubs', club);
    await call('PATCH', `/api/clubs/${clubId}`, {
      ...club,
      clubName: 'Photo Society',
      monthlyPricePoisha: 18_000,
    });
    const [clubEdit] = await entriesOf(clubId);
    expect(clubEdit!.details).toEqual({
      clubName: 'Photo Society',
      changes: {
        clubName: { before: 'Photography Club', after: 'Photo Society' },
        monthlyPricePoisha: { before: 15_000, after: 18_000 },
      },
    });

    const note = announcementInput({ title: 'Exam routine' });
    const { id: noteId } = await call('POST', '/api/announcements', note);
    await call('PATCH', `/api/announcements/${noteId}`, { title: 'Exam routine (revised)' });
    const [noteEdit] = await entriesOf(noteId);
    expect(noteEdit!.details).toEqual({
      title: 'Exam routine (revised)',
      changes: { title: { before: 'Exam routine', after: 'Exam routine (revised)' } },
    });
  });
});
