// A template's images are PNG or JPEG data URLs (shared-contract document.ts). The renderer needs
// their pixel size to draw them at the size the editor shows (CSS pixels, 0.75 pt each), and must
// refuse bytes that only claim to be an image rather than let the PDF library throw mid-render.

export type ImageSize = { width: number; height: number };

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The pixel size of a PNG or JPEG data URL, or null when it is not a readable one. */
export function dataUrlImageSize(src: unknown): ImageSize | null {
  if (typeof src !== 'string') return null;
  const match = DATA_URL.exec(src);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64');
  const size = match[1] === 'png' ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

function pngSize(bytes: Buffer): ImageSize | null {
  // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start of frame (baseline, progressive...), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}
