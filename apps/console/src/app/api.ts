import type { UserInfoData } from '@console/contract';
import type { HttpClient } from '@console/core';

interface DataEnvelope<T> {
  data: T;
}

/**
 * The calls the shell itself makes (spec §7), typed with `@console/contract`. Screens own their calls in
 * `screens/<area>/<area>.api.ts`.
 */
export function createShellApi(http: HttpClient) {
  return {
    /** Silent: the browser forgets the session whatever the server answers. */
    logout: () => http.post('/bee/logout', undefined, { silent: true }),
    userInfo: () => http.get<DataEnvelope<UserInfoData>>('/bee/userInfo').then((body) => body.data),
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
