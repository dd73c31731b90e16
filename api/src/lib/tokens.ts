// Random tokens and codes; only their sha256 is stored.
import crypto from 'node:crypto';

export const createToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const createCode = (digits = 4) => String(crypto.randomInt(0, 10 ** digits)).padStart(digits, '0');
export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};
