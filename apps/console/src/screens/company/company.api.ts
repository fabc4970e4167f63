import type {
  CompanyDetails,
  CompanyDetailsBody,
  Envelope,
  QuickStart,
  UploadResponse,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** The signed-in user's own company. Writes are silent: the screens show every refusal themselves. */
export function createCompanyApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'upload'>) {
  return {
    details: () => dataOf(http.get<Envelope<CompanyDetails>>('/company/details')),
    /** `PUT /company/details`: answers the saved details. */
    saveDetails: (body: CompanyDetailsBody) =>
      dataOf(http.put<Envelope<CompanyDetails>>('/company/details', body, { silent: true })),
    /** `POST /common/upload`; the stored file's name. */
    uploadImage: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      http
        .upload<UploadResponse>(file, { silent: true, signal, onProgress })
        .then((answer) => ({ fileName: answer.fileName })),
    quickStart: () => dataOf(http.get<Envelope<QuickStart>>('/company/quick-start')),
    dismissQuickStart: () => dataOf(http.post<Envelope<QuickStart>>('/company/quick-start/dismiss')),
    reopenQuickStart: () => dataOf(http.post<Envelope<QuickStart>>('/company/quick-start/reopen')),
  };
}

export type CompanyApi = ReturnType<typeof createCompanyApi>;

/** The query keys of these screens: a save refreshes both (the guide's first step reads the details). */
export const companyQueryKeys = {
  details: ['company', 'details'],
  quickStart: ['company', 'quickStart'],
} as const;
