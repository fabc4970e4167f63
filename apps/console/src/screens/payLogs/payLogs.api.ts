import type {
  CompanySummary,
  Envelope,
  PayLogAddFormValues,
  PayLogAuditBody,
  PayLogDetail,
  PayLogListQuery,
  PayLogRow,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';
import type { Page } from '../../shared/page';
import { addBodyOf } from './payLogs.logic';

/**
 * The payment log calls (spec §7 `adminAddPayLog`, `auditPayLog`, and the list, detail and evidence around
 * them). Writes are silent: the dialog that sent them shows the refusal on its fields.
 */
export function createPayLogsApi(
  http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'downloadFile'>,
) {
  const companiesOf = (type: '1' | '2') =>
    dataOf(http.get<Envelope<CompanySummary[]>>('/admin/companyListNoPage', { account_type: type }));
  return {
    list: (query: PayLogListQuery) => dataOf(http.get<Envelope<Page<PayLogRow>>>('/bee/payLogList', query)),
    detail: (id: number) => dataOf(http.get<Envelope<PayLogDetail>>(`/bee/payLog/${id}`)),
    /** Every brand and retailer, by name, for the company picker and the filter. */
    companies: async () => {
      const [brands, retailers] = await Promise.all([companiesOf('1'), companiesOf('2')]);
      return [...brands, ...retailers].sort((a, b) => a.name.localeCompare(b.name));
    },
    add: (values: PayLogAddFormValues) =>
      dataOf(http.post<Envelope<PayLogDetail>>('/bee/adminAddPayLog', addBodyOf(values), { silent: true })),
    audit: (body: PayLogAuditBody) =>
      dataOf(http.put<Envelope<PayLogDetail>>('/bee/auditPayLog', body, { silent: true })),
    upload: fileUploadOf(http),
    downloadEvidence: (id: number, originalName: string) =>
      http.downloadFile(`/bee/payLog/${id}/evidence`, originalName),
    /** The history's rows as CSV, with exactly its filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: PayLogListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/bee/payLogList/export',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type PayLogsApi = ReturnType<typeof createPayLogsApi>;
