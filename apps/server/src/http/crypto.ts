import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N = 2^15, r = 8, p = 1 (about 32 MiB and tens of milliseconds per hash).
const SCRYPT = { N: 32768, r: 8, p: 1, keyLength: 64, maxmem: 64 * 1024 * 1024 };

function scryptAsync(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  length: number,
) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { N, r, p, maxmem: SCRYPT.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a password matches a stored hash, in constant time for hashes of one shape. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check when there is no user, so timing does not reveal usernames. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-password-0');
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A random token of 128 bits, base64url. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a secret, as stored for session tokens, API keys and verification codes. */
export function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** A numeric code of `length` digits from the CSPRNG (verification codes). */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}
