import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { CompanyDocumentsPanel } from './CompanyDocumentsPanel';

/**
 * /company/documents (retailers in the menu; brands reach it from their company details): the company's
 * documents, what is still needed, and a new version of any kind for its owner or a manager.
 */
export function DocumentsPage({ title }: ShellScreenProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <CompanyDocumentsPanel />
    </ScreenLayout>
  );
}
