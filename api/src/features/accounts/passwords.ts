import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm (its enum is a const enum we cannot import under isolatedModules).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, checked when no account matches so a miss costs as long as a hit. */
const decoy = hashPassword(crypto.randomUUID());

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
