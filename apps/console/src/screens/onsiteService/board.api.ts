import {
  type Envelope,
  type OnsiteBoard,
  type OnsiteBoardQuery,
  type OnsiteToday,
  onsiteBoardQuery,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../app/dataOf';
import { readListQuery } from '../../shared/list/listQuery.logic';
import type { ScreenDataPrefetch } from '../../shared/screenData';
import { BOARD_POLL_MS } from './board.logic';

/** Where the board's live stream is read (server-sent events; read with `fetch`, see useLiveBoard). */
export const BOARD_EVENTS_PATH = '/onsite/board/events';

/** The flight board's calls (and the dashboard's onsite card), typed with `@console/contract`. */
export function createBoardApi(http: Pick<HttpClient, 'get' | 'request'>) {
  return {
    /** `silent`: a failure is not announced (a re-read of a board already on screen). */
    board: (query: OnsiteBoardQuery, silent = false) =>
      dataOf(http.get<Envelope<OnsiteBoard>>('/onsite/board', query, { silent })),
    /** The board's rows as CSV, with exactly the board's filters. */
    exportCsv: (query: OnsiteBoardQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/onsite/board/export.csv',
        params: query,
        responseType: 'blob',
      }),
    today: () => dataOf(http.get<Envelope<OnsiteToday>>('/onsite/today')),
  };
}

export type BoardApi = ReturnType<typeof createBoardApi>;

/** Every board query (any filters): a live change invalidates them all. */
export const BOARD_QUERY_KEY = ['onsite', 'board'] as const;

/**
 * The board's query, shared by the console's board and the kiosk: the previous rows stay while new filters
 * load, and it re-reads itself every minute in case the live stream is down. Once there are rows on screen,
 * a failed re-read is not announced again (the board says it is stale).
 */
export function boardQueryOptions(api: BoardApi, query: OnsiteBoardQuery) {
  return queryOptions({
    queryKey: [...BOARD_QUERY_KEY, query],
    queryFn: ({ client, queryKey }) => api.board(query, client.getQueryData(queryKey) !== undefined),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_POLL_MS,
  });
}

/** /onsite/work/flightBoard (where onsite users land): the board its URL asks for, while the screen's code loads. */
export const prefetchBoard: ScreenDataPrefetch = ({ http, queryClient }, search) => {
  const query = readListQuery(onsiteBoardQuery, search);
  void queryClient.prefetchQuery(boardQueryOptions(createBoardApi(http), query));
};
