import type { OnsiteBoard, OnsiteBoardQuery } from '@console/contract';
import { AppLink } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { clockTime, filterSummary, KIOSK_LOOK, rowsOfPage } from './board.logic';
import { FlightBoardLiveIndicator } from './FlightBoardLiveIndicator';
import { FlightBoardTable } from './FlightBoardTable';
import { useKioskPages } from './useKioskPages';
import type { LiveStatus } from './useLiveBoard.logic';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  box-sizing: border-box;
  height: 100%;
  padding: 24px 32px;
  background: ${KIOSK_LOOK.background};
  color: ${KIOSK_LOOK.text};
  font-size: clamp(18px, 1.6vw, 30px);
  a {
    color: ${KIOSK_LOOK.muted};
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 32px;
  h1 {
    margin: 0;
    font-size: 1.6em;
    font-weight: 700;
  }
`;

const Muted = styled.span`
  color: ${KIOSK_LOOK.muted};
`;

const Clock = styled.time`
  margin-left: auto;
  font-size: 2em;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

const Area = styled.div`
  flex: 1;
  min-height: 0;
  overflow: hidden;
`;

// The table of the console, in the kiosk's large type and dark colours.
const Table = styled(FlightBoardTable)`
  && {
    background: transparent;
  }
  && table {
    font-size: 1em;
    color: ${KIOSK_LOOK.text};
  }
  && th,
  && td {
    padding: 12px 16px;
    line-height: 1.3;
    background: ${KIOSK_LOOK.background};
    border-color: #2a3644;
    color: ${KIOSK_LOOK.text};
  }
  && th {
    color: ${KIOSK_LOOK.muted};
    font-size: 0.75em;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  && [data-tone='muted'],
  && p {
    color: ${KIOSK_LOOK.muted};
  }
  && [data-tone='alert'] {
    color: ${KIOSK_LOOK.alert};
  }
`;

const Bottom = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  color: ${KIOSK_LOOK.muted};
  font-size: 0.8em;
`;

const Centered = styled.p`
  margin: auto;
  color: ${KIOSK_LOOK.muted};
  font-size: 1.4em;
`;

export interface KioskBoardProps {
  /** The filters it shows (from its URL; the kiosk has no filter form). */
  query: OnsiteBoardQuery;
  board: OnsiteBoard | undefined;
  failed: boolean;
  onRetry: () => void;
  live: LiveStatus;
  /** The wall clock; ticks every second. */
  now: Date;
  /** The console's board, with the same filters. */
  exitTo: string;
  /** How long each screenful of a long board stays up. */
  turnMs?: number;
}

const weekday = (at: Date) =>
  at.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric' });

/**
 * The flight board for a workshop screen: read-only, large type on a dark board, the clock, and the rows a
 * screenful at a time when they do not fit. Live like the console's board.
 */
export function KioskBoard({
  query,
  board,
  failed,
  onRetry,
  live,
  now,
  exitTo,
  turnMs = 12_000,
}: KioskBoardProps) {
  const rows = board?.rows ?? [];
  const { areaRef, perPage, page, pages } = useKioskPages(rows.length, turnMs);
  const summary = board ? filterSummary(query, board.technicians) : '';
  return (
    <Screen>
      <Top>
        <h1>Onsite service</h1>
        <Muted>{query.date ?? weekday(now)}</Muted>
        {summary && <Muted>{summary}</Muted>}
        <Clock dateTime={now.toISOString()} aria-label="Time">
          {clockTime(now)}
        </Clock>
        <FlightBoardLiveIndicator status={live} />
        <AppLink to={exitTo}>Exit kiosk</AppLink>
      </Top>
      {failed && (
        <LoadFailed
          message={board ? 'The board could not be refreshed.' : 'The flight board could not be loaded.'}
          onRetry={onRetry}
        />
      )}
      {board ? (
        <>
          <Area ref={areaRef}>
            <Table
              rows={rowsOfPage(board.rows, page, perPage)}
              date={query.date}
              asOf={board.asOf}
              now={now}
              emptyText={query.date ? 'No jobs on this day.' : 'No jobs today.'}
              large
            />
          </Area>
          <Bottom>
            {pages > 1 && (
              <span>
                Page {page + 1} of {pages}
              </span>
            )}
            <span>
              {board.rows.length} {board.rows.length === 1 ? 'job' : 'jobs'}
            </span>
            <span>
              As of <time dateTime={board.asOf}>{clockTime(new Date(board.asOf))}</time>
            </span>
          </Bottom>
        </>
      ) : (
        !failed && <Centered>Loading the board…</Centered>
      )}
    </Screen>
  );
}
