import { existsSync } from 'node:fs';
import path from 'node:path';
import { type UploadResult, uploadResultSchema } from '@dpms/shared/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * Test helpers for modules that show uploaded images (imported by *.test.ts only): a real
 * upload through the API, and where its files are on disk.
 */

/** Uploads a small generated PNG through `POST /api/uploads`, as the admin forms do. */
export async function uploadImage(app: FastifyInstance, cookie: string): Promise<UploadResult> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'picture.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { cookie, 'content-type': request.headers.get('content-type')! },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return uploadResultSchema.parse(res.json());
}

/** Which of an uploaded image's files (detail and card size) are still on disk. */
export function filesOnDisk(dataDir: string, image: UploadResult): { detail: boolean; card: boolean } {
  return {
    detail: existsSync(path.join(dataDir, image.url)),
    card: existsSync(path.join(dataDir, image.cardUrl)),
  };
}

/** Both files of an image gone, or both present. */
export const GONE = { detail: false, card: false } as const;
export const KEPT = { detail: true, card: true } as const;
