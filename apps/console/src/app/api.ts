import type { CompanyBalanceResult, LoginBody, LoginResult, UserInfoData } from '@console/contract';
import type { HttpClient, HttpRequestConfig } from '@console/core';

interface DataEnvelope<T> {
  data: T;
}

/**
 * The calls the console makes (spec §7), typed with `@console/contract`. Screens own their forms' calls in
 * `screens/<area>/<area>.api.ts`; this file holds what the shell itself needs.
 */
export function createShellApi(http: HttpClient) {
  const data = <T>(call: Promise<DataEnvelope<T>>) => call.then((body) => body.data);
  return {
    /** Silent: the login form shows the refusal inline. */
    login: (body: LoginBody, config?: HttpRequestConfig) =>
      data(
        http.post<DataEnvelope<LoginResult>>('/bee/loginBee', body, {
          tokenFree: true,
          silent: true,
          ...config,
        }),
      ),
    logout: () => http.post('/bee/logout', undefined, { silent: true }),
    userInfo: () => data(http.get<DataEnvelope<UserInfoData>>('/bee/userInfo')),
    /** Silent: a failed balance is only logged and the figure stays 'Loading...' (spec §8). */
    companyBalance: () =>
      data(
        http.get<DataEnvelope<CompanyBalanceResult>>('/onsite/fn/companyBalance', undefined, {
          silent: true,
        }),
      ),
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
