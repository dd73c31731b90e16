// Uploaded files (logos, photos, attachments) behind one interface, as ARCHITECTURE.md asks:
// DATA_DIR/files on this machine by default; an object store can implement the same four calls.
// Keys are relative paths the server chooses ('logos/12-1700000000000.png'); a key that would leave
// the storage root is refused. Nothing here is served from a public folder: routes stream files
// with sendDownload (Content-Disposition attachment) or as images after their own checks.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';

export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open: (key: string) => Promise<Readable | null>;
  /** Keys that start with the prefix, sorted. */
  list: (prefix: string) => Promise<string[]>;
  /** Removes the file, or every file under a folder key; a missing key is not an error. */
  remove: (key: string) => Promise<void>;
};

export class StorageKeyError extends Error {}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const absolute = path.resolve(root, key);
    if (!absolute.startsWith(`${path.resolve(root)}${path.sep}`)) throw new StorageKeyError(`bad storage key: ${key}`);
    return absolute;
  };
  return {
    put: async (key, bytes) => {
      const absolute = resolve(key);
      await fsp.mkdir(path.dirname(absolute), { recursive: true });
      await fsp.writeFile(absolute, bytes);
    },
    open: async (key) => {
      const absolute = resolve(key);
      try {
        if (!(await fsp.stat(absolute)).isFile()) return null;
      } catch {
        return null;
      }
      return fs.createReadStream(absolute);
    },
    list: async (prefix) => {
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1); // '' or 'logos/'
      let names: string[];
      try {
        names = await fsp.readdir(folder ? resolve(folder) : path.resolve(root));
      } catch {
        return [];
      }
      return names
        .map((name) => folder + name)
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    remove: async (key) => {
      await fsp.rm(resolve(key), { recursive: true, force: true });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('storage', createDiskStorage(path.join(app.config.dataDir, 'files')));
  },
  { name: 'storage' },
);
