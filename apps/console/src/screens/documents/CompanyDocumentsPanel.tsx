import { type DocumentSlot, todayIso } from '@console/contract';
import { Drawer } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { usePageQuery } from '../../shared/usePageQuery';
import { CompanyDocumentsView } from './CompanyDocumentsView';
import type { DocumentReviewHandlers } from './DocumentCard';
import { DocumentUploadForm } from './DocumentUploadForm';
import { createDocumentsApi } from './documents.api';
import { documentTypeLabel } from './documents.logic';

export interface CompanyDocumentsPanelProps {
  /** A company's documents as its admin page shows them; absent: the signed-in user's own company's. */
  companyId?: number;
}

/**
 * A company's documents with their data: the signed-in company's own (its owner or a manager uploads), or a
 * company's on its admin page (an admin reviews). Every change reloads what it touches.
 */
export function CompanyDocumentsPanel({ companyId }: CompanyDocumentsPanelProps) {
  const { http } = useServices();
  const api = useMemo(() => createDocumentsApi(http), [http]);
  const queries = useQueryClient();
  const [uploading, setUploading] = useState<DocumentSlot | null>(null);
  const documents = usePageQuery({
    queryKey: companyId === undefined ? ['documents', 'own'] : ['documents', 'company', companyId],
    queryFn: () => (companyId === undefined ? api.own() : api.ofCompany(companyId)),
  });
  const { changed, review } = useMemo(() => {
    const reload = () => {
      void queries.invalidateQueries({ queryKey: ['documents'] });
      // The admins' lists count the documents waiting for review.
      void queries.invalidateQueries({ queryKey: ['adminCompanies'] });
    };
    const handlers: DocumentReviewHandlers = {
      startReview: (document) => api.startReview(document.id).then(reload),
      approve: (document) => api.approve(document.id).then(reload),
      reject: (document, body) => api.reject(document.id, body).then(reload),
    };
    return { changed: reload, review: handlers };
  }, [api, queries]);

  return (
    <>
      <CompanyDocumentsView
        documents={documents.data}
        failed={documents.isError}
        onRetry={() => void documents.refetch()}
        today={todayIso()}
        onDownload={(document) => void api.download(document)}
        onUpload={setUploading}
        review={review}
      />
      <Drawer
        open={uploading !== null}
        onOpenChange={(open) => !open && setUploading(null)}
        title={uploading ? `Upload ${documentTypeLabel(uploading.type)}` : ''}
        width="560px"
      >
        {uploading && (
          <DocumentUploadForm
            type={uploading.type}
            replaces={uploading.current !== null}
            upload={api.uploadFile}
            onSubmit={(body) => api.fileDocument(body).then(changed)}
            onDone={() => setUploading(null)}
            onCancel={() => setUploading(null)}
          />
        )}
      </Drawer>
    </>
  );
}
