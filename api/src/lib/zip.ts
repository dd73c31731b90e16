// A small ZIP writer (PKWARE APPNOTE 6.3: local headers, deflated data, central directory, end
// record; UTF-8 names, no ZIP64, so a bundle stays under 4 GiB and 65,535 entries). Document bundles
// (documents/init-job) are built with it; node:zlib does the deflating.
import zlib from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date of a moment (local fields, as unzip tools read them). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export type ZipEntry = { name: string; bytes: Buffer; modifiedAt?: Date };

const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_BYTES = 0xffffffff;

type EntryFields = { method: number; time: number; date: number; crc: number; compressedSize: number; size: number; nameLength: number };

/** The fields a local header and a central directory header share, in the same order (from `at`: 8 and 10). */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields) {
  header.writeUInt16LE(fields.method, at);
  header.writeUInt16LE(fields.time, at + 2);
  header.writeUInt16LE(fields.date, at + 4);
  header.writeUInt32LE(fields.crc, at + 6);
  header.writeUInt32LE(fields.compressedSize, at + 10);
  header.writeUInt32LE(fields.size, at + 14);
  header.writeUInt16LE(fields.nameLength, at + 18);
}

/** The ZIP of the entries, each deflated unless deflating does not make it smaller (then stored). */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  if (entries.length > ZIP_MAX_ENTRIES) throw new Error('too many entries for a ZIP without ZIP64');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = zlib.deflateRawSync(entry.bytes);
    const useDeflate = deflated.length < entry.bytes.length;
    const data = useDeflate ? deflated : entry.bytes;
    const crc = crc32(entry.bytes);
    const { time, date } = dosDateTime(entry.modifiedAt ?? new Date());
    if (entry.bytes.length > ZIP_MAX_BYTES || offset > ZIP_MAX_BYTES) throw new Error('bundle too large for a ZIP without ZIP64');

    const fields = { method: useDeflate ? 8 : 0, time, date, crc, compressedSize: data.length, size: entry.bytes.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    writeEntryFields(local, 8, fields);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    writeEntryFields(header, 10, fields);
    // extra, comment, disk, internal attributes, external attributes: 0
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}

/** Reads a ZIP written by buildZip back into its entries (tests, and a check that a bundle is whole). */
export function readZip(zip: Buffer): { name: string; bytes: Buffer }[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a ZIP');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    const bytes = method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data);
    if (crc32(bytes) !== zip.readUInt32LE(at + 16)) throw new Error(`bad CRC for ${name}`);
    entries.push({ name, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
