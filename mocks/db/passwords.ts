/**
 * Password hashing for the mock backend: PBKDF2-SHA256 through Web Crypto (the browser's, and Node's global
 * `crypto`), so the demo's storage and the HTTP mock server never hold a password in clear. The stored form is
 * `pbkdf2-sha256$<iterations>$<salt base64url>$<hash base64url>`, self-describing so the cost can change later.
 */

export const PASSWORD_HASH_PATTERN = /^pbkdf2-sha256\$\d{4,7}\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{43}$/;

/**
 * Below OWASP's 600 000 for production on purpose: a demo's and a test suite's logins must stay quick on two cores,
 * and the value is stored with each hash.
 */
export const PASSWORD_HASH_ITERATIONS = 20_000;
const HASH_BITS = 256;
const SALT_BYTES = 16;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  // Uint8Array.from: under jsdom TextEncoder returns another realm's array, which Web Crypto refuses.
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(new TextEncoder().encode(password)),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: Uint8Array.from(salt), iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** The stored form of a hash (also used by the seed generator, which hashes with Node's synchronous PBKDF2). */
export function formatPasswordHash(iterations: number, salt: Uint8Array, hash: Uint8Array): string {
  return `pbkdf2-sha256$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** Hashes a password with a random salt (or a given one: the seed is generated deterministically). */
export async function hashPassword(
  password: string,
  { salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES)), iterations = PASSWORD_HASH_ITERATIONS } = {},
): Promise<string> {
  return formatPasswordHash(iterations, salt, await derive(password, salt, iterations));
}

/** Whether a password matches a stored hash; false for anything that is not a well-formed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!PASSWORD_HASH_PATTERN.test(stored)) return false;
  const [, iterations, salt, expected] = stored.split('$');
  const actual = toBase64Url(await derive(password, fromBase64Url(salt!), Number(iterations)));
  // Constant-time comparison: a demo, but the habit costs nothing.
  let difference = actual.length ^ expected!.length;
  for (let index = 0; index < actual.length; index++) {
    difference |= actual.charCodeAt(index) ^ (expected!.charCodeAt(index) || 0);
  }
  return difference === 0;
}
