// Pictures kept one per owner (a user's photo, a company's logo) in the file storage as
// `<folder>/<ownerId>-<stamp>.<ext>`. The URL that shows one carries its stamp, so it can be cached
// for good and a new upload is seen at once; storing a new one removes the older ones.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './http-error';

export type ImageExtension = 'jpg' | 'png';

/** The bytes must really be a JPEG or PNG, whatever the file name says. */
export function detectImageType(bytes: Buffer): ImageExtension | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

const ownerPrefix = (folder: string, ownerId: number) => `${folder}/${ownerId}-`;

/** Keys of the owner's images, newest first (stamps are same-length millisecond times). */
async function listImages(app: FastifyInstance, folder: string, ownerId: number): Promise<string[]> {
  return (await app.storage.list(ownerPrefix(folder, ownerId))).reverse();
}

/** Stores the image and returns its stamp. */
export async function storeImage(app: FastifyInstance, folder: string, ownerId: number, bytes: Buffer, ext: ImageExtension): Promise<number> {
  const stamp = Date.now();
  const key = `${ownerPrefix(folder, ownerId)}${stamp}.${ext}`;
  await app.storage.put(key, bytes);
  for (const old of await listImages(app, folder, ownerId)) if (old !== key) await app.storage.remove(old);
  return stamp;
}

export async function removeImages(app: FastifyInstance, folder: string, ownerId: number) {
  for (const key of await listImages(app, folder, ownerId)) await app.storage.remove(key);
}

/** Sends the owner's newest image (404 when there is none), cacheable for good. */
export async function sendImage(app: FastifyInstance, reply: FastifyReply, folder: string, ownerId: number) {
  const [key] = await listImages(app, folder, ownerId);
  const stream = key ? await app.storage.open(key) : null;
  if (!key || !stream) throw notFound();
  return reply
    .header('content-type', key.endsWith('.png') ? 'image/png' : 'image/jpeg')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(stream);
}
