import { HttpError } from '@console/core';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient';

describe('retrying a failed query', () => {
  it('never retries a refusal: 400, 401, 404 and 409 answer the same again', () => {
    for (const status of [400, 401, 404, 409]) {
      expect(shouldRetry(0, new HttpError('refused', { code: status, status }))).toBe(false);
    }
  });

  it('retries a server error or a lost connection twice', () => {
    const serverError = new HttpError('failed', { code: 500, status: 500 });
    const network = new HttpError('offline', { code: 0, network: true });
    expect([0, 1, 2].map((failures) => shouldRetry(failures, serverError))).toEqual([true, true, false]);
    expect(shouldRetry(1, network)).toBe(true);
  });
});
