import { Card, Empty } from '@console/ui';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';

/**
 * The honest state of a route whose screen arrives in a later release: the layout, title and breadcrumb
 * work; the page says plainly that there is nothing here yet, and offers nothing that pretends to work.
 */
export function NotAvailablePage({ title }: ShellScreenProps) {
  return (
    <Card title={title} titleAs="h2">
      <Empty
        description={
          <>
            <strong>This page is not available yet.</strong>
            <br />
            {title} arrives in a later release of the console.
          </>
        }
      />
    </Card>
  );
}
