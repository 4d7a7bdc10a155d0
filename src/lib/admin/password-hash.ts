import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * The owner's password hash, as kept in ADMIN_PASSWORD_HASH:
 * `scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>`. The parameters travel with the hash so that
 * a later, stronger default still verifies hashes made today. Only scrypt is supported: it ships
 * with Node (no native package to build), and N=2^15, r=8 (32 MiB, ~100 ms) follows OWASP's
 * minimum for scrypt.
 */
export type PasswordHash = {
  algorithm: "scrypt";
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
};

export const defaultScryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads a stored hash; undefined for anything malformed (the inbox then stays disabled). */
export function parsePasswordHash(value: string | undefined): PasswordHash | undefined {
  if (!value) return undefined;
  const parts = value.trim().split("$");
  if (parts.length !== 6) return undefined;
  const [algorithm, nText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (algorithm !== "scrypt") return undefined;
  const [N, r, p] = [nText, rText, pText].map((text) =>
    /^\d{1,9}$/.test(text) ? Number(text) : NaN,
  );
  if (N === undefined || r === undefined || p === undefined) return undefined;
  // N must be a power of two above 1; the bounds keep a hostile value from using all memory.
  if (!Number.isInteger(N) || N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > 32) return undefined;
  if (!Number.isInteger(p) || p < 1 || p > 16) return undefined;
  if (!base64.test(saltText) || !base64.test(keyText)) return undefined;
  const salt = Buffer.from(saltText, "base64");
  const key = Buffer.from(keyText, "base64");
  if (salt.length < 8 || key.length < 16) return undefined;
  return { algorithm: "scrypt", N, r, p, salt, key };
}

export function formatPasswordHash(hash: PasswordHash): string {
  return [
    hash.algorithm,
    hash.N,
    hash.r,
    hash.p,
    hash.salt.toString("base64"),
    hash.key.toString("base64"),
  ].join("$");
}

function derive(password: string, salt: Buffer, length: number, params: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...params, maxmem: 256 * (params.N ?? 1) * (params.r ?? 8) + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = defaultScryptParams,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, params);
  return formatPasswordHash({ algorithm: "scrypt", ...params, salt, key });
}

/** Constant-time comparison of the derived key; the work is the same for every wrong password. */
export async function verifyPassword(password: string, hash: PasswordHash): Promise<boolean> {
  const key = await derive(password, hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
  });
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}
