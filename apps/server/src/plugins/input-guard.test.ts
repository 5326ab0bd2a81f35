import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementInput, signedInAs, tourInput, uploadImage } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let student: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
  student = await signedInAs(ctx.app, 'student');
});
afterAll(() => ctx.close());

/** Every refusal is a 4xx in the one error shape. */
function expectErrorShape(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

describe('text with a NUL or another control character', () => {
  it('is refused by PATCH /api/me, and the name is unchanged', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: { name: 'Nafisa\u0000Tabassum' },
    });
    expectErrorShape(res);
    expect(res.json().error.fields).toEqual({
      name: 'Remove the invisible control characters from this field',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: student.cookie } });
    expect(me.json().name).toBe('Test student');
  });

  it('is refused by PATCH /api/announcements/{id}', async () => {
    const image = await uploadImage(ctx.app, admin.cookie);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: admin.cookie },
      payload: announcementInput({ imageUrl: image.url }),
    });
    expect(created.statusCode).toBe(201);
    const { id, title } = created.json();
    for (const bad of ['Exam\u0000schedule', 'Exam\u001bschedule', 'Exam\nschedule']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/announcements/${id}`,
        headers: { cookie: admin.cookie },
        payload: { title: bad },
      });
      expectErrorShape(res);
    }
    // A description is several lines long: line breaks are kept, a NUL is not.
    const multiline = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/announcements/${id}`,
      headers: { cookie: admin.cookie },
      payload: { description: 'Line one\nLine two\tindented' },
    });
    expect(multiline.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/announcements/${id}` });
    expect(after.json().title).toBe(title);
  });

  it('is normalised to NFC before it is stored', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: { name: 'Jose\u0301 Cafe\u0301' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('José Café');
    expect(res.json().name).toHaveLength(9);
  });
});

describe('a NUL as a path id', () => {
  it.each([
    ['POST', '/api/admin/users/%00/promote'],
    ['DELETE', '/api/admin/users/%00'],
    ['DELETE', '/api/admin/student-ids/%00'],
    ['GET', '/api/payments/%00/status'],
    ['GET', '/api/tours/%00'],
    ['DELETE', '/api/clubs/abc%00def'],
  ] as const)('%s %s answers 400', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: { cookie: admin.cookie } });
    expectErrorShape(res);
  });
});

describe('malformed multipart', () => {
  const boundary = 'dpmsfuzz';
  const routes = ['/api/me/photo', '/api/uploads'];
  const bodies: [string, Record<string, string>, string][] = [
    [
      'a boundary that does not match',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--other\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--other--\r\n`,
    ],
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'whatever'],
    [
      'a truncated body',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ],
  ];
  for (const url of routes) {
    it.each(bodies)(`${url} answers 400 to %s`, async (_name, headers, payload) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin.cookie, ...headers },
        payload,
      });
      expectErrorShape(res, 400);
    });
  }
});

describe('prices the gateway will take', () => {
  it('refuses an event under Tk 10 or over Tk 500,000, and a club fee likewise', async () => {
    const image = await uploadImage(ctx.app, admin.cookie);
    for (const costPoisha of [999, 50_000_001]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/tours',
        headers: { cookie: admin.cookie },
        payload: tourInput({ imageUrl: image.url, costPoisha }),
      });
      expectErrorShape(res);
      expect(Object.keys(res.json().error.fields)).toEqual(['costPoisha']);
    }
    const low = await ctx.app.inject({
      method: 'POST',
      url: '/api/tours',
      headers: { cookie: admin.cookie },
      payload: tourInput({ imageUrl: image.url, costPoisha: 999 }),
    });
    expect(low.json().error.fields.costPoisha).toBe('The amount must be at least Tk 10');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/tours',
      headers: { cookie: admin.cookie },
      payload: tourInput({ imageUrl: image.url, costPoisha: 1_000 }),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('are checked by the database too', async () => {
    const { createTour } = await import('../../test/factories/index.ts');
    await expect(createTour(ctx.app, { costPoisha: 500 })).rejects.toThrow();
  });
});
