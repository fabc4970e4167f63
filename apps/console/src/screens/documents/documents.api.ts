import type {
  CompanyDocument,
  CompanyDocumentBody,
  CompanyDocumentReviewBody,
  CompanyDocuments,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';

/**
 * The documents calls. The forms' writes (upload, reject) are silent: the form shows the refusal on its
 * field; a one-click action (start review, approve) lets the http client say what went wrong.
 */
export function createDocumentsApi(http: Pick<HttpClient, 'get' | 'post' | 'upload' | 'downloadFile'>) {
  const decide = (id: number, body: CompanyDocumentReviewBody, silent: boolean) =>
    dataOf(http.post<Envelope<CompanyDocument>>(`/admin/documents/${id}/decision`, body, { silent }));
  return {
    /** The signed-in user's company's documents. */
    own: () => dataOf(http.get<Envelope<CompanyDocuments>>('/company/documents')),
    /** A company's documents, for its admin page. */
    ofCompany: (companyId: number) =>
      dataOf(http.get<Envelope<CompanyDocuments>>(`/admin/companies/${companyId}/documents`)),
    /** `POST /common/upload`: the file, before it is filed as a document. */
    uploadFile: fileUploadOf(http),
    fileDocument: (body: CompanyDocumentBody) =>
      dataOf(http.post<Envelope<CompanyDocument>>('/company/documents', body, { silent: true })),
    download: (document: Pick<CompanyDocument, 'id' | 'file'>) =>
      http.downloadFile(`/documents/${document.id}/file`, document.file.originalName),
    startReview: (id: number) =>
      dataOf(http.post<Envelope<CompanyDocument>>(`/admin/documents/${id}/review`, {})),
    approve: (id: number) => decide(id, { decision: 'approve' }, false),
    reject: (id: number, body: CompanyDocumentReviewBody) => decide(id, body, true),
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
