import { onsiteBoardQuery } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { writeListQuery } from '../../shared/list/listQuery.logic';
import { useListQuery } from '../../shared/list/useListQuery';
import { useNow } from '../../shared/useNow';
import { usePageQuery } from '../../shared/usePageQuery';
import { BOARD_PATHS } from './board.logic';
import { KioskBoard } from './KioskBoard';
import { BOARD_QUERY_KEY, boardQueryOptions, createOnsiteApi } from './onsiteService.api';
import { useLiveBoard } from './useLiveBoard';

const FullScreen = styled.div`
  height: 100vh;
`;

/**
 * /onsite/kiosk: the flight board for a workshop screen, without the console's menus. Its filters come from
 * its URL (the board's "Kiosk mode" passes its own); it stays live and re-reads itself every minute.
 */
export function KioskPage() {
  usePageTitle('Flight board');
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const queries = useQueryClient();
  const [query] = useListQuery(onsiteBoardQuery);
  const board = usePageQuery(boardQueryOptions(api, query));
  const live = useLiveBoard(() => void queries.invalidateQueries({ queryKey: BOARD_QUERY_KEY }));
  const now = useNow(1_000);
  const filters = writeListQuery(onsiteBoardQuery, query).toString();
  return (
    <FullScreen>
      <KioskBoard
        query={query}
        board={board.data}
        failed={board.isError}
        onRetry={() => void board.refetch()}
        live={live}
        now={now}
        exitTo={filters ? `${BOARD_PATHS.board}?${filters}` : BOARD_PATHS.board}
      />
    </FullScreen>
  );
}
