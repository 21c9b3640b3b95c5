import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the hash stored in users.password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Checked when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
