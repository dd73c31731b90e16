// The file storage behind logos, photos and attachments (DATA_DIR/files by default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StorageKeyError, createDiskStorage } from '../src/plugins/app/storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
const storage = createDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function readAll(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

test('a stored file reads back, lists under its folder prefix and is gone once removed', async () => {
  await storage.put('logos/12-100.png', Buffer.from('first'));
  await storage.put('logos/12-200.png', Buffer.from('second'));
  await storage.put('logos/120-300.png', Buffer.from('other company'));
  expect(await readAll(await storage.open('logos/12-200.png'))).toBe('second');
  expect(await storage.list('logos/12-')).toEqual(['logos/12-100.png', 'logos/12-200.png']);
  await storage.remove('logos/12-100.png');
  expect(await storage.open('logos/12-100.png')).toBeNull();
  expect(await storage.list('logos/12-')).toEqual(['logos/12-200.png']);
});

test('a folder key removes everything under it; missing keys and folders are not errors', async () => {
  await storage.put('attachments/7/a.pdf', Buffer.from('a'));
  await storage.put('attachments/7/b.pdf', Buffer.from('b'));
  await storage.remove('attachments/7');
  expect(await storage.list('attachments/7/')).toEqual([]);
  await expect(storage.remove('attachments/none.pdf')).resolves.toBeUndefined();
  expect(await storage.open('attachments')).toBeNull(); // a folder is not a file
  expect(await storage.list('nothing-here/')).toEqual([]);
});

test('a key that leaves the storage root is refused', async () => {
  await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
  await expect(storage.open('/etc/passwd')).rejects.toBeInstanceOf(StorageKeyError);
  expect(fs.existsSync(path.join(root, '..', 'escape.txt'))).toBe(false);
});
