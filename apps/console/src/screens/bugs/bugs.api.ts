import type {
  BugAdminAction,
  BugAdminActionInput,
  BugAdminCommentInput,
  BugAssignee,
  BugBulkAssignBody,
  BugBulkCloseDuplicateBody,
  BugBulkResult,
  BugReopenBody,
  BugReplyInput,
  BugReportDetail,
  BugReportInput,
  BugReportListQuery,
  BugReportRow,
  BugTriageFieldsBody,
  BugTriageQuery,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';
import type { Page } from '../../shared/page';

/**
 * The bug reports' calls, typed with `@console/contract`: the reporter's side (/bugs/…) and the admins' triage
 * (/admin/bugs/…). Writes are silent (the form or dialog shows the refusal); a new report carries an
 * Idempotency-Key, so a retried click after a lost answer files it once.
 */
export function createBugsApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'upload' | 'downloadFile'>) {
  const mine = '/bugs/reports';
  const admin = '/admin/bugs';
  return {
    list: (query: BugReportListQuery) => dataOf(http.get<Envelope<Page<BugReportRow>>>(mine, query)),
    detail: (id: number) => dataOf(http.get<Envelope<BugReportDetail>>(`${mine}/${id}`)),
    report: (key: string, body: BugReportInput) =>
      dataOf(
        http.post<Envelope<BugReportDetail>>(mine, body, {
          silent: true,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    reply: (id: number, body: BugReplyInput) =>
      dataOf(http.post<Envelope<BugReportDetail>>(`${mine}/${id}/comments`, body, { silent: true })),
    reopen: (id: number, body: BugReopenBody) =>
      dataOf(http.post<Envelope<BugReportDetail>>(`${mine}/${id}/reopen`, body, { silent: true })),
    download: (id: number, fileName: string, originalName: string) =>
      http.downloadFile(`${mine}/${id}/attachments/${fileName}`, originalName),
    /** `POST /common/upload` (a screenshot: picked, dropped or pasted). */
    upload: fileUploadOf(http),

    queue: (query: BugTriageQuery) =>
      dataOf(http.get<Envelope<Page<BugReportRow>>>(`${admin}/reports`, query)),
    assignees: () => dataOf(http.get<Envelope<BugAssignee[]>>(`${admin}/assignees`)),
    triageDetail: (id: number) => dataOf(http.get<Envelope<BugReportDetail>>(`${admin}/reports/${id}`)),
    saveFields: (id: number, body: BugTriageFieldsBody) =>
      dataOf(http.put<Envelope<BugReportDetail>>(`${admin}/reports/${id}`, body, { silent: true })),
    step: (id: number, action: BugAdminAction, body: BugAdminActionInput) =>
      dataOf(
        http.post<Envelope<BugReportDetail>>(`${admin}/reports/${id}/${action}`, body, { silent: true }),
      ),
    comment: (id: number, body: BugAdminCommentInput) =>
      dataOf(http.post<Envelope<BugReportDetail>>(`${admin}/reports/${id}/comments`, body, { silent: true })),
    bulkAssign: (body: BugBulkAssignBody) =>
      dataOf(http.post<Envelope<BugBulkResult>>(`${admin}/bulk/assign`, body, { silent: true })),
    bulkCloseDuplicate: (body: BugBulkCloseDuplicateBody) =>
      dataOf(http.post<Envelope<BugBulkResult>>(`${admin}/bulk/closeDuplicate`, body, { silent: true })),
    adminDownload: (id: number, fileName: string, originalName: string) =>
      http.downloadFile(`${admin}/reports/${id}/attachments/${fileName}`, originalName),
  };
}

export type BugsApi = ReturnType<typeof createBugsApi>;
