import type { Envelope, UserInfoData } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from './dataOf';

/**
 * The calls the shell itself makes (spec §7), typed with `@console/contract`. Screens own their calls in
 * `screens/<area>/<area>.api.ts`.
 */
export function createShellApi(http: HttpClient) {
  return {
    /** Silent: the browser forgets the session whatever the server answers. */
    logout: () => http.post('/bee/logout', undefined, { silent: true }),
    userInfo: () => dataOf(http.get<Envelope<UserInfoData>>('/bee/userInfo')),
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
