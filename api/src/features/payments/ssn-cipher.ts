import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * AES-256-GCM for the formation form's SSN (docs/subscriptions-and-intake.md#the-ssn). The key comes from SSN_ENCRYPTION_KEY;
 * in demo mode (no key configured) one is generated once and kept in DATA_DIR, so the embedded
 * default can still read what it wrote after a restart. Stored as "v1:" + base64(iv | tag | data).
 */
const KEY_FILE = 'ssn-encryption.key';
const keys = new WeakMap<Config, Buffer>();

function ssnKey(config: Config): Buffer {
  const cached = keys.get(config);
  if (cached) return cached;
  let key: Buffer;
  if (config.SSN_ENCRYPTION_KEY) {
    key = Buffer.from(config.SSN_ENCRYPTION_KEY, 'hex');
  } else {
    const file = path.join(config.dataDir, KEY_FILE);
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx' fails when the file exists: two instances starting together keep the first key.
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte hex key`);
  }
  keys.set(config, key);
  return key;
}

export function encryptSsn(config: Config, ssn: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ssnKey(config), iv);
  const data = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function decryptSsn(config: Config, stored: string): string {
  if (!stored.startsWith('v1:')) throw new Error('unknown SSN cipher format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', ssnKey(config), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
