import type {
  Envelope,
  LiveDataBrandView,
  LiveDataEnrolment,
  LiveDataImportDetail,
  LiveDataOverview,
  LiveDataScope,
} from '@console/contract';
import { LIVE_DATA_TERMS_VERSION } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

export type EnrolmentAction = 'pause' | 'resume' | 'revoke';

/**
 * The Live Data Program's calls (/live_data_program/index and the brand's retailers page), typed with
 * `@console/contract`. Writes are silent: the page says what happened (a toast, or the rows refused).
 */
export function createLiveDataApi(http: Pick<HttpClient, 'get' | 'post' | 'downloadFile'>) {
  return {
    overview: () => dataOf(http.get<Envelope<LiveDataOverview>>('/live-data')),
    /** Enrols with the brand, or saves new consent: the scopes, under the current terms (accepted). */
    consent: (brandCompanyId: number, scopes: LiveDataScope[]) =>
      dataOf(
        http.post<Envelope<LiveDataEnrolment>>(
          '/live-data/enrolments',
          { brandCompanyId, scopes, termsVersion: LIVE_DATA_TERMS_VERSION, acceptTerms: true },
          { silent: true },
        ),
      ),
    act: (id: number, action: EnrolmentAction, reason?: string) =>
      dataOf(
        http.post<Envelope<LiveDataEnrolment>>(
          `/live-data/enrolments/${id}/${action}`,
          reason ? { reason } : {},
          { silent: true },
        ),
      ),
    uploadCsv: (scope: LiveDataScope, fileName: string, content: string) =>
      dataOf(
        http.post<Envelope<LiveDataImportDetail>>(
          '/live-data/imports/csv',
          { scope, fileName, content },
          { silent: true },
        ),
      ),
    importDetail: (id: number) =>
      dataOf(http.get<Envelope<LiveDataImportDetail>>(`/live-data/imports/${id}`)),
    template: (scope: LiveDataScope) =>
      http.downloadFile(`/live-data/templates/${scope}`, `live-data-${scope}-template.csv`),
    dealers: () => dataOf(http.get<Envelope<LiveDataBrandView>>('/live-data/dealers')),
  };
}

export type LiveDataApi = ReturnType<typeof createLiveDataApi>;

export const liveDataKeys = {
  overview: ['liveData', 'overview'] as const,
  dealers: ['liveData', 'dealers'] as const,
};
