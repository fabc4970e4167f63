import { applyUserInfo, type UserInfo } from '@console/core';
import type { Store } from 'jotai/vanilla';
import type { ShellApi } from './api';

export interface SignedInSession {
  /** The details of the user signed in with `token`, asked once per sign-in and shared by every caller. */
  userInfo(token: string): Promise<UserInfo>;
}

/**
 * User info is loaded once per sign-in (spec §4 "Routes: generated once after login"): the guard and the
 * screens' data loaders wait for the same request, and a new token (another sign-in) asks again.
 */
export function createSignedInSession({
  api,
  store,
}: {
  api: Pick<ShellApi, 'userInfo'>;
  store: Store;
}): SignedInSession {
  let current: { token: string; info: Promise<UserInfo> } | null = null;
  return {
    userInfo(token) {
      if (current?.token === token) return current.info;
      const info = api.userInfo().then((data) => {
        applyUserInfo(store, data as UserInfo);
        return data as UserInfo;
      });
      const asked = { token, info };
      current = asked;
      // A failed request is not kept: the next navigation asks again.
      info.catch(() => {
        if (current === asked) current = null;
      });
      return info;
    },
  };
}
