import type { ApiEnvelope } from '@console/core';
import type { UploadFn } from '@console/ui';
import { http } from './http';

export interface Me {
  name: string;
  permissions: string[];
  level: number;
}

export interface Bike {
  id: number;
  code: string;
  model: string;
  status: string;
  battery: number;
}

export interface BikeQuery {
  pageNum: number;
  pageSize: number;
  model: string;
}

/** Every call of the app, typed; a refused call rejects (the client has shown why already). */
export const api = {
  login: async (username: string, password: string) =>
    (await http.post<ApiEnvelope<{ token: string }>>('/login', { username, password }, { tokenFree: true }))
      .data?.token ?? '',
  // Silent: signing out goes ahead whatever the answer.
  logout: () => http.post('/logout', undefined, { silent: true }),
  me: async () => (await http.get<ApiEnvelope<Me>>('/me')).data as Me,
  bikes: async (query: BikeQuery) => {
    const { rows, total } = await http.get<ApiEnvelope>('/bikes', query);
    return { rows: (rows ?? []) as Bike[], total: total ?? 0 };
  },
  bike: async (id: number) => (await http.get<ApiEnvelope<Bike>>(`/bikes/${id}`)).data as Bike,
  retireBike: (id: number) => http.post(`/bikes/${id}/retire`),
  syncDepot: () => http.get('/depot/sync'),
};

/** What <FileUpload> and <ImageUpload> call with each file: core's upload helper on the app's endpoint. */
export const uploadFile: UploadFn = (file, onProgress, signal) =>
  http.upload(file, { url: '/uploads', onProgress, signal }).then((answer) => ({
    code: Number(answer.code ?? 200),
    url: answer.url,
    fileName: answer.fileName,
    msg: answer.msg,
  }));
