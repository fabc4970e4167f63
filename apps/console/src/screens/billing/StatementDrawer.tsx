import type { StatementDetail as Statement } from '@console/contract';
import { Drawer } from '@console/ui';
import { LoadFailed } from '../../shared/LoadFailed';
import { LoadingScreen } from '../../shell/LoadingScreen';
import type { Loadable } from './loadable';
import { StatementDetail } from './StatementDetail';

export interface StatementDrawerProps {
  /** A statement is opened (its detail may still be loading). */
  open: boolean;
  statement: Loadable<Statement>;
  onClose: () => void;
  onDownloadCsv: (statement: Statement) => void;
  onDownloadPdf: (statement: Statement) => void;
}

/** A statement's detail in a drawer, with its loading and failed states. */
export function StatementDrawer({
  open,
  statement,
  onClose,
  onDownloadCsv,
  onDownloadPdf,
}: StatementDrawerProps) {
  const data = statement.data;
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={data ? `Statement ${data.number}` : 'Statement'}
      width="820px"
    >
      {open &&
        (statement.failed && !data ? (
          <LoadFailed message="The statement could not be loaded." onRetry={statement.onRetry} />
        ) : data ? (
          <StatementDetail
            statement={data}
            onDownloadCsv={() => onDownloadCsv(data)}
            onDownloadPdf={() => onDownloadPdf(data)}
          />
        ) : (
          <LoadingScreen inline />
        ))}
    </Drawer>
  );
}
