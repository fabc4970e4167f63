import type { Envelope, ProfileUpdateBody, UploadResponse, UserInfoData } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

/** The signed-in user's own calls. Silent: the profile page shows every refusal next to its form. */
export function createProfileApi(http: HttpClient) {
  return {
    /** `PUT /bee/profile`: answers the updated user info. */
    saveProfile: (body: ProfileUpdateBody) =>
      dataOf(http.put<Envelope<UserInfoData>>('/bee/profile', body, { silent: true })),
    /** With the session's token: the old-password form acts for the signed-in user. */
    changePassword: (body: PasswordChange) =>
      http.put('/bee/confirmPasswordEdit', body, { silent: true }).then(() => undefined),
    /** `POST /common/upload`; the stored file's name. */
    uploadImage: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      http
        .upload<UploadResponse>(file, { silent: true, signal, onProgress })
        .then((answer) => ({ fileName: answer.fileName })),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
