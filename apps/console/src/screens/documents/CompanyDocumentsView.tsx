import type { CompanyDocument, CompanyDocuments, DocumentSlot } from '@console/contract';
import { Skeleton } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { DocumentCard, type DocumentReviewHandlers } from './DocumentCard';
import { DocumentsNeeded } from './DocumentsNeeded';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: 16px;
  align-items: start;
`;

export interface CompanyDocumentsViewProps {
  /** Undefined until the first answer. */
  documents: CompanyDocuments | undefined;
  /** The load failed (and there is nothing to show yet). */
  failed: boolean;
  onRetry: () => void;
  /** Today as YYYY-MM-DD. */
  today: string;
  onDownload: (document: CompanyDocument) => void;
  /** Opens the upload of a kind; offered only when the viewer may upload. */
  onUpload: (slot: DocumentSlot) => void;
  /** Given only when the viewer may review (an admin). */
  review?: DocumentReviewHandlers;
}

/**
 * A company's documents: what is still needed, then a card per kind, the required ones first; the loading
 * and failed states until they are in.
 */
export function CompanyDocumentsView({
  documents,
  failed,
  onRetry,
  today,
  onDownload,
  onUpload,
  review,
}: CompanyDocumentsViewProps) {
  if (!documents) {
    return failed ? (
      <LoadFailed message="The documents could not be loaded." onRetry={onRetry} />
    ) : (
      <Skeleton rows={6} aria-label="Documents loading" />
    );
  }
  return (
    <>
      <DocumentsNeeded needed={documents.needed} />
      <Cards>
        {documents.slots.map((slot) => (
          <DocumentCard
            key={slot.type}
            slot={slot}
            today={today}
            onDownload={onDownload}
            onUpload={documents.canUpload ? onUpload : undefined}
            review={documents.canReview ? review : undefined}
          />
        ))}
      </Cards>
    </>
  );
}
