import { onsiteBoardQuery } from '@console/contract';
import { useNavigationActions } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { writeListQuery } from '../../shared/list/listQuery.logic';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useNow } from '../../shared/useNow';
import { usePageQuery } from '../../shared/usePageQuery';
import { BOARD_PATHS, exportFileName, JOB_PARAM, withJob } from './board.logic';
import { FlightBoard } from './FlightBoard';
import { JobDrawer } from './JobDrawer';
import { boardQueryOptions, createOnsiteApi, ONSITE_QUERY_KEY } from './onsiteService.api';
import { useLiveBoard } from './useLiveBoard';

// The open job's drawer (`?job=12`, `?job=new`) stays open while the filters change.
const KEEP = [JOB_PARAM];

/**
 * /onsite/work/flightBoard: the board with its filters in the URL, kept live by the event stream (and a
 * poll every minute). `?job=<id>` or `?job=new` opens the job drawer over it; a write there reads the board again.
 */
export function FlightBoardPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const queries = useQueryClient();
  const { href } = useNavigationActions();
  const [query, changeQuery] = useListQuery(onsiteBoardQuery, KEEP);
  const [search, setSearch] = useSearchParams();
  const board = usePageQuery(boardQueryOptions(api, query));
  // A change made anywhere: the board, and the job open in the drawer, read again.
  const live = useLiveBoard(() => void queries.invalidateQueries({ queryKey: ONSITE_QUERY_KEY }));
  const now = useNow(30_000);
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName(query.date, board.data?.asOf ?? new Date().toISOString()),
  );
  const filters = writeListQuery(onsiteBoardQuery, query).toString();

  return (
    <>
      <FlightBoard
        title={title}
        query={query}
        onQueryChange={changeQuery}
        board={board.data}
        loading={board.isPlaceholderData}
        failed={board.isError}
        onRetry={() => void board.refetch()}
        live={live}
        now={now}
        onOpenJob={(job) => setSearch(withJob(search, job), { replace: true })}
        onExport={exportCsv}
        exporting={exporting}
        kioskHref={href(filters ? `${BOARD_PATHS.kiosk}?${filters}` : BOARD_PATHS.kiosk)}
      />
      <JobDrawer />
    </>
  );
}
