import { HttpError } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { idempotentSend } from './idempotentSend';

describe('idempotentSend', () => {
  it('keeps the key across a lost answer, and takes a new one once the server has answered', async () => {
    let n = 0;
    const keys: string[] = [];
    const answers = [
      () => Promise.reject(new HttpError('offline', { code: 0, network: true })),
      () => Promise.resolve('filed'),
      () => Promise.reject(new HttpError('refused', { code: 422, status: 422 })),
      () => Promise.resolve('filed again'),
    ];
    const send = idempotentSend(
      (key: string, body: string) => {
        keys.push(`${key}:${body}`);
        const answer = answers.shift();
        if (!answer) throw new Error('no more answers');
        return answer();
      },
      () => `k${++n}`,
    );
    await expect(send('a')).rejects.toThrow('offline');
    await expect(send('a')).resolves.toBe('filed');
    await expect(send('b')).rejects.toThrow('refused');
    await expect(send('c')).resolves.toBe('filed again');
    expect(keys).toEqual(['k1:a', 'k1:a', 'k2:b', 'k3:c']);
  });

  it('uses a random UUID by default', async () => {
    const send = vi.fn((key: string) => Promise.resolve(key));
    const key = await idempotentSend(send)();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
