import type {
  CaptchaResult,
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

interface DataEnvelope<T> {
  data: T;
}

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
  const data = <T>(call: Promise<DataEnvelope<T>>) => call.then((body) => body.data);
  const open = { tokenFree: true, silent: true } as const;
  return {
    login: (body: LoginBody) => data(http.post<DataEnvelope<LoginResult>>('/bee/loginBee', body, open)),
    captcha: () =>
      data(
        http.get<DataEnvelope<CaptchaResult>>('/bee/getCaptcha', undefined, {
          ...captchaRequestConfig,
          silent: true,
        }),
      ),
    verifyAccount: (email: string) =>
      data(http.get<DataEnvelope<UserLoginVerifyResult>>('/account/userLoginVerify', { email }, open)),
    sendEmailCode: (body: SendCaptchaToEmailBody) =>
      http.post('/bee/sendCaptchaToEmail', body, open).then(() => undefined),
    register: (body: RegisterBody) =>
      data(http.post<DataEnvelope<RegisterResult>>('/bee/register', body, open)),
    resetPassword: (body: ResetPasswordEmailBody) =>
      http.put('/bee/resetPasswordEmail', body, open).then(() => undefined),
    verifyLink: (sign: string) =>
      data(http.post<DataEnvelope<UrlTimeoutVerifyResult>>('/bee/urlTimeoutVerify', { sign }, open)),
    setPasswordWithLink: (body: LinkPasswordBody) =>
      http.put('/bee/confirmPasswordEdit', body, open).then(() => undefined),
    /** With the session's token: the API changes the password of the signed-in user. */
    changePassword: (body: OldPasswordBody) =>
      http.put('/bee/confirmPasswordEdit', body, { silent: true }).then(() => undefined),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
