// Sealed secrets: AES-256-GCM round trip, a fresh IV each time, tampering and a wrong key refused; the
// server's key from APP_SECRET, else made once in DATA_DIR and read back on the next start.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, KEY_FILE_NAME, keyFromText, serverSecretKey } from './secretBox.ts';

describe('secret box', () => {
  it('seals and opens; the same secret seals differently each time', () => {
    const box = createSecretBox(keyFromText('k'));
    const sealed = box.seal('whsec_abc');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc');
  });

  it('refuses a tampered text and another key', () => {
    const box = createSecretBox(keyFromText('k'));
    const sealed = box.seal('whsec_abc');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(keyFromText('other')).open(sealed)).toThrow();
    expect(() => box.open('plain')).toThrow('not a sealed secret');
  });

  it('makes the key file once (owner-only) and keeps it; APP_SECRET wins over it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-key-'));
    try {
      const first = serverSecretKey(undefined, dir);
      const file = path.join(dir, KEY_FILE_NAME);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(serverSecretKey(undefined, dir).equals(first)).toBe(true);
      expect(serverSecretKey('from env', dir).equals(keyFromText('from env'))).toBe(true);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
      writeFileSync(file, 'short');
      expect(() => serverSecretKey(undefined, dir)).toThrow(/32-byte key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
