import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { idempotentSend } from '../../shared/idempotentSend';
import { captureContext } from './bugs.logic';
import { ReportBugDialog } from './ReportBugDialog';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/**
 * The "Report a problem" entry's dialog, opened from the user menu on any page: the page's address, the browser
 * and the app version are captured as it opens; once sent, the reporter stays where they were.
 */
export function ReportProblem({ onClose }: { onClose: () => void }) {
  const api = useBugsApi();
  const queries = useQueryClient();
  const context = useMemo(() => captureContext(), []);
  const report = useMemo(() => idempotentSend(api.report), [api]);
  return (
    <ReportBugDialog
      context={context}
      upload={api.upload}
      onSubmit={(body) => report(body)}
      onDone={() => {
        void queries.invalidateQueries({ queryKey: BUGS_KEY });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
