import type {
  CaptchaResult,
  Envelope,
  LoginBody,
  LoginResult,
  RegisterBody,
  RegisterResult,
  ResetPasswordEmailBody,
  SendCaptchaToEmailBody,
  UrlTimeoutVerifyResult,
  UserLoginVerifyResult,
} from '@console/contract';
import { captchaRequestConfig, type HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** A new password set through an e-mailed signed link (invitation, password setup). */
export interface LinkPasswordBody {
  sign: string;
  password: string;
}

/** A signed-in user's password change. */
export interface OldPasswordBody {
  oldPassword: string;
  password: string;
}

/**
 * The sign-in flows' calls (apps/api modules session and account). All are silent: the forms show every
 * refusal inline, next to the field it concerns or above the submit button.
 */
export function createAuthApi(http: HttpClient) {
  const open = { tokenFree: true, silent: true } as const;
  return {
    login: (body: LoginBody) => dataOf(http.post<Envelope<LoginResult>>('/bee/loginBee', body, open)),
    captcha: () =>
      dataOf(
        http.get<Envelope<CaptchaResult>>('/bee/getCaptcha', undefined, {
          ...captchaRequestConfig,
          silent: true,
        }),
      ),
    verifyAccount: (email: string) =>
      dataOf(http.get<Envelope<UserLoginVerifyResult>>('/account/userLoginVerify', { email }, open)),
    sendEmailCode: (body: SendCaptchaToEmailBody) =>
      http.post('/bee/sendCaptchaToEmail', body, open).then(() => undefined),
    register: (body: RegisterBody) =>
      dataOf(http.post<Envelope<RegisterResult>>('/bee/register', body, open)),
    resetPassword: (body: ResetPasswordEmailBody) =>
      http.put('/bee/resetPasswordEmail', body, open).then(() => undefined),
    verifyLink: (sign: string) =>
      dataOf(http.post<Envelope<UrlTimeoutVerifyResult>>('/bee/urlTimeoutVerify', { sign }, open)),
    setPasswordWithLink: (body: LinkPasswordBody) =>
      http.put('/bee/confirmPasswordEdit', body, open).then(() => undefined),
    /** With the session's token: the API changes the password of the signed-in user. */
    changePassword: (body: OldPasswordBody) =>
      http.put('/bee/confirmPasswordEdit', body, { silent: true }).then(() => undefined),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
