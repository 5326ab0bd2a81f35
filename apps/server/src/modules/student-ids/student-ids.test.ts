import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAs, uniqueEmail, uniqueStudentId } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createVerifiedAccount } from '../../auth/verified-accounts.ts';
import { auditLog, studentIdAllowlist } from '../../db/schema/index.ts';
import { parseStudentIds } from './allow-list.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
});
afterAll(() => ctx.close());

function add(studentIds: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/student-ids',
    headers: { cookie: admin.cookie },
    payload: { studentIds },
  });
}

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, content: Buffer | string) {
  const boundary = `----dpms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
  };
}

const importFile = (body: ReturnType<typeof multipart>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/student-ids/import', ...body });

describe('adding student IDs', () => {
  it('adds new IDs, counts the ones already listed and skips malformed ones', async () => {
    const [a, b] = [uniqueStudentId(), uniqueStudentId()];
    expect((await add([a])).json()).toEqual({ added: 1, alreadyListed: 0, skipped: 0, skippedExamples: [] });
    const res = await add([` ${a} `, b, 'not an id!', '', b]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 1, alreadyListed: 1, skipped: 1, skippedExamples: ['not an id!'] });
    const rows = await ctx.database.db
      .select()
      .from(studentIdAllowlist)
      .where(eq(studentIdAllowlist.studentId, b));
    expect(rows[0]?.addedBy).toBe(admin.id);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student-ids.add'), eq(auditLog.actorUserId, admin.id)));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty list with a clear message', async () => {
    const res = await add([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.studentIds).toBe('Enter at least one student ID');
  });

  it('imports a CSV file: first column, header and blank lines skipped', async () => {
    const [a, b] = [uniqueStudentId(), uniqueStudentId()];
    const csv = `\ufeffstudent id,name\r\n${a},Rahim\r\n\r\n"${b}",Karim\r\n${a},again\r\n`;
    const res = await importFile(multipart('file', 'ids.csv', 'application/vnd.ms-excel', csv));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, alreadyListed: 0, skipped: 1, skippedExamples: ['student id'] });
  });

  it('refuses a file over 1 MB, a binary file, and a request without the file field', async () => {
    const big = await importFile(multipart('file', 'ids.txt', 'text/plain', 'x'.repeat(1024 * 1024 + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The file is larger than 1 MB.');

    const binary = await importFile(
      multipart('file', 'ids.txt', 'text/plain', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe])),
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().error.message).toBe('The file must be plain text or CSV, one student ID a line.');

    const wrongField = await importFile(multipart('image', 'ids.txt', 'text/plain', uniqueStudentId()));
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/student-ids/import',
      headers: { cookie: admin.cookie },
      payload: { file: uniqueStudentId() },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe(
      'Choose a text or CSV file to import, in the field named file.',
    );
  });
});

describe('listing and removing student IDs', () => {
  it('pages 20 at a time, newest first, shows who uses an ID and searches by part of it', async () => {
    const prefix = `77${String(Date.now()).slice(-6)}`;
    const ids = Array.from({ length: 22 }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);
    for (const id of ids) await add([id]);
    const email = uniqueEmail('used');
    await createVerifiedAccount(ctx.app, {
      email,
      password: PASSWORD,
      name: 'Sadia Islam',
      role: 'student',
      studentId: ids[21]!,
      batch: '12th',
    });

    const first = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/student-ids?q=${prefix}`,
      headers: { cookie: admin.cookie },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(body.items[0]).toMatchObject({ studentId: ids[21], usedBy: { name: 'Sadia Islam', email } });
    expect(body.items[1]).toMatchObject({ studentId: ids[20], usedBy: null });
    expect(body.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/student-ids?q=${prefix}&page=2`,
      headers: { cookie: admin.cookie },
    });
    expect(second.json().items.map((r: { studentId: string }) => r.studentId)).toEqual([ids[1], ids[0]]);

    const literal = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/student-ids?q=%25',
      headers: { cookie: admin.cookie },
    });
    expect(literal.json().total).toBe(0);
  });

  it('removes an unused ID, refuses one an account uses, and answers 404 for one not listed', async () => {
    const unused = uniqueStudentId();
    const used = uniqueStudentId();
    await add([unused, used]);
    await createVerifiedAccount(ctx.app, {
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'Tanvir Ahmed',
      role: 'student',
      studentId: used,
      batch: '8th',
    });
    const del = (id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/student-ids/${id}`,
        headers: { cookie: admin.cookie },
      });

    const refused = await del(used);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This student ID is used by an account.');
    expect(
      await ctx.database.db.select().from(studentIdAllowlist).where(eq(studentIdAllowlist.studentId, used)),
    ).toHaveLength(1);

    const removed = await del(unused);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ studentId: unused, deleted: true });
    expect(
      await ctx.database.db.select().from(studentIdAllowlist).where(eq(studentIdAllowlist.studentId, unused)),
    ).toHaveLength(0);

    expect((await del(unused)).statusCode).toBe(404);
  });
});

describe('parseStudentIds', () => {
  it('reads IDs written in Bengali digits as ASCII digits', () => {
    expect(parseStudentIds('২০২৪০১০৪০১০০০১২৩,nafisa@example.edu\n2024010401000124')).toEqual({
      ids: ['2024010401000123', '2024010401000124'],
      skipped: [],
      emails: { '2024010401000123': 'nafisa@example.edu' },
    });
  });
});
