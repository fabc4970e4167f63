import type { Envelope, OnsiteBoard, OnsiteBoardQuery, OnsiteToday } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** Where the board's live stream is read (server-sent events; read with `fetch`, see useLiveBoard). */
export const BOARD_EVENTS_PATH = '/onsite/board/events';

/** The flight board's calls (and the dashboard's onsite card), typed with `@console/contract`. */
export function createBoardApi(http: Pick<HttpClient, 'get' | 'request'>) {
  return {
    board: (query: OnsiteBoardQuery) => dataOf(http.get<Envelope<OnsiteBoard>>('/onsite/board', query)),
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
