// Webhook signing secrets at rest (domain §2.6 WebhookEndpoint `secret_encrypted`): AES-256-GCM under the
// server's key. The server signs with the secrets, so they are kept reversibly, never in the clear. The key
// is APP_SECRET (any text; SHA-256 makes it 32 bytes) or, without it, a random key written once to
// DATA_DIR/app-secret.key: a database copied without that file (or the variable) cannot be signed from.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Seals and opens short secrets; the sealed text is `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';
export const KEY_FILE_NAME = 'app-secret.key';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A 32-byte key from any text (APP_SECRET). */
export function keyFromText(text: string): Buffer {
  return createHash('sha256').update(`console-webhook-secrets:${text}`).digest();
}

/**
 * The server's key: from APP_SECRET when set, else from DATA_DIR/app-secret.key, made (random, mode 0600)
 * on the first start. The `wx` flag keeps two servers starting at once from each writing a different key.
 */
export function serverSecretKey(appSecret: string | undefined, dataDir: string): Buffer {
  if (appSecret) return keyFromText(appSecret);
  const file = path.join(dataDir, KEY_FILE_NAME);
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${file} does not hold a 32-byte key (base64); remove it or set APP_SECRET.`);
  return key;
}
