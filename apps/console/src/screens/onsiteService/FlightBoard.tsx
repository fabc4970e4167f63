import type { OnsiteBoard, OnsiteBoardQuery } from '@console/contract';
import { Button, Card, Skeleton, useNavigationActions, vars } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { BOARD_PATHS, clockTime } from './board.logic';
import { FlightBoardFilters } from './FlightBoardFilters';
import { FlightBoardLiveIndicator } from './FlightBoardLiveIndicator';
import { FlightBoardTable } from './FlightBoardTable';
import type { LiveStatus } from './useLiveBoard.logic';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 20px;
`;

const Freshness = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

// A link that looks like the toolbar's buttons: it opens another browser tab, which a button should not do.
const NewTabLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: var(--console-control-height);
  padding: 0 var(--console-control-padding-x);
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  color: ${vars.textRegular};
  font-size: var(--console-control-font-size);
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${vars.primaryLight7};
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export interface FlightBoardProps {
  /** The route's title, the page heading. */
  title: string;
  /** The filters in force (from the URL). */
  query: OnsiteBoardQuery;
  onQueryChange: (query: OnsiteBoardQuery) => void;
  /** The last board read; undefined before the first answer. */
  board: OnsiteBoard | undefined;
  /** New filters are being read (the rows shown are the previous filters'). */
  loading: boolean;
  /** The last read failed (the http client has said why). */
  failed: boolean;
  onRetry: () => void;
  live: LiveStatus;
  /** Now, for "3 min ago"; ticks on. */
  now: Date;
  /** Opens a job's drawer, or a new job's. */
  onOpenJob: (job: number | 'new') => void;
  onExport: () => void;
  exporting: boolean;
  /** The kiosk board's address with these filters. */
  kioskHref: string;
}

function emptyText(query: OnsiteBoardQuery): string {
  const filtered = query.technicianId || query.status || query.territory || query.delayed;
  if (filtered) return 'No jobs match these filters.';
  return query.date ? 'No jobs on this day.' : 'No jobs today.';
}

/**
 * The flight board: the brand's onsite jobs of a day as a departures board, live. Dispatchers (owners and
 * managers) create jobs and open the dispatch grid; a technician opens their day.
 */
export function FlightBoard({
  title,
  query,
  onQueryChange,
  board,
  loading,
  failed,
  onRetry,
  live,
  now,
  onOpenJob,
  onExport,
  exporting,
  kioskHref,
}: FlightBoardProps) {
  const { navigate } = useNavigationActions();
  const viewer = board?.viewer;
  return (
    <ScreenLayout>
      <Heading>
        <h2>{title}</h2>
        <Freshness>
          <FlightBoardLiveIndicator status={live} />
          {board && (
            <span>
              As of <time dateTime={board.asOf}>{clockTime(new Date(board.asOf))}</time>
            </span>
          )}
        </Freshness>
      </Heading>
      {failed && (
        <LoadFailed
          message={
            board
              ? 'The board could not be refreshed: it shows the jobs as they were at the time above.'
              : 'The flight board could not be loaded.'
          }
          onRetry={onRetry}
        />
      )}
      {board ? (
        <Card shadow="never">
          <FlightBoardFilters
            values={query}
            technicians={board.technicians}
            territories={board.territories}
            onApply={onQueryChange}
          />
          <ActionBar>
            {viewer?.canDispatch && (
              <>
                <Button variant="primary" onClick={() => onOpenJob('new')}>
                  New job
                </Button>
                <Button onClick={() => navigate(BOARD_PATHS.dispatch)}>Dispatch</Button>
              </>
            )}
            {viewer?.technicianId !== null && viewer?.technicianId !== undefined && (
              <Button onClick={() => navigate(BOARD_PATHS.myDay)}>My day</Button>
            )}
            <NewTabLink href={kioskHref} target="_blank" rel="noopener" title="Opens in a new browser tab">
              Kiosk mode
            </NewTabLink>
            <Button onClick={onExport} loading={exporting}>
              Export CSV
            </Button>
          </ActionBar>
          <FlightBoardTable
            rows={board.rows}
            date={query.date}
            asOf={board.asOf}
            now={now}
            onOpenJob={onOpenJob}
            loading={loading}
            emptyText={emptyText(query)}
          />
        </Card>
      ) : (
        !failed && (
          <Card shadow="never">
            <Skeleton rows={8} />
          </Card>
        )
      )}
    </ScreenLayout>
  );
}
