import type { ProfileUpdateBody, UploadResponse, UserInfoData } from '@console/contract';
import type { HttpClient } from '@console/core';

interface DataEnvelope<T> {
  data: T;
}

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

/** The signed-in user's own calls. Silent: the profile page shows every refusal next to its form. */
export function createProfileApi(http: HttpClient) {
  return {
    /** `PUT /bee/profile`: answers the updated user info. */
    saveProfile: (body: ProfileUpdateBody) =>
      http
        .put<DataEnvelope<UserInfoData>>('/bee/profile', body, { silent: true })
        .then((answer) => answer.data),
    /** With the session's token: the old-password form acts for the signed-in user. */
    changePassword: (body: PasswordChange) =>
      http.put('/bee/confirmPasswordEdit', body, { silent: true }).then(() => undefined),
    /** `POST /common/upload`; the stored file's name. */
    uploadImage: (file: File, signal: AbortSignal) =>
      http
        .upload<UploadResponse>(file, { silent: true, signal })
        .then((answer) => ({ fileName: answer.fileName })),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
