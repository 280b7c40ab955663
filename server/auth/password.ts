import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (m=64 MiB, t=3, p=4). Under the test
 * runner (NODE_ENV=test) a light profile keeps hundreds of logins and user
 * writes from starving a 2-core machine; verification reads the parameters
 * from the hash, so both profiles check alike.
 */
const TEST_PROFILE = process.env.NODE_ENV === 'test' ? { memoryCost: 4096, timeCost: 2, parallelism: 1 } : {};

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, ...TEST_PROFILE });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Verified against when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;

export function passwordLengthOk(p: unknown): boolean {
  return typeof p === 'string' && [...p].length >= PASSWORD_MIN && [...p].length <= PASSWORD_MAX;
}
