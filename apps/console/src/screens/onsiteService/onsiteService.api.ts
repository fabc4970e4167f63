import {
  type Envelope,
  type OnsiteAssignBody,
  type OnsiteBoard,
  type OnsiteBoardQuery,
  type OnsiteCompleteBody,
  type OnsiteDispatch,
  type OnsiteJobCreateBody,
  type OnsiteJobDetail,
  type OnsiteJobDraft,
  type OnsiteJobUpdateBody,
  type OnsiteMyDay,
  type OnsiteReasonBody,
  type OnsiteScheduleBody,
  type OnsiteSettings,
  type OnsiteToday,
  type OnsiteWorkBody,
  onsiteBoardQuery,
  type ServiceOrderDocument,
  type UploadResponse,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../app/dataOf';
import { readListQuery } from '../../shared/list/listQuery.logic';
import type { ScreenDataPrefetch } from '../../shared/screenData';
import type { UploadImage } from '../../shared/useImagePreviews';
import { downloadName } from '../public/serviceOrderPdf.logic';
import { BOARD_POLL_MS } from './board.logic';

/** Where the board's live stream is read (server-sent events; read with `fetch`, see useLiveBoard). */
export const BOARD_EVENTS_PATH = '/onsite/board/events';

/** Every step posted to `/onsite/jobs/:id/<action>` and the body it takes. */
export interface OnsiteActionBodies {
  confirm: { version: number };
  schedule: OnsiteScheduleBody;
  reschedule: OnsiteScheduleBody;
  assign: OnsiteAssignBody;
  depart: { version: number };
  arrive: { version: number };
  /** Records the work done so far (not a status change). */
  work: OnsiteWorkBody;
  complete: OnsiteCompleteBody;
  cannotComplete: OnsiteReasonBody;
  cancel: OnsiteReasonBody;
}
export type OnsiteActionName = keyof OnsiteActionBodies;

/**
 * Every call of the onsite screens (board, kiosk, dashboard card, job drawer, dispatch, my day), typed with
 * `@console/contract`. Writes are silent: the drawer, its forms and the technician's cards show each refusal
 * where it happened (on a phone a toast would hide it).
 */
export function createOnsiteApi(
  http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'downloadFile'>,
) {
  const silent = { silent: true } as const;
  return {
    /** `quiet`: a failure is not announced (a re-read of a board already on screen). */
    board: (query: OnsiteBoardQuery, quiet = false) =>
      dataOf(http.get<Envelope<OnsiteBoard>>('/onsite/board', query, { silent: quiet })),
    /** The board's rows as CSV, with exactly the board's filters. */
    exportCsv: (query: OnsiteBoardQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/onsite/board/export.csv',
        params: query,
        responseType: 'blob',
      }),
    /** The dashboard's card. */
    today: () => dataOf(http.get<Envelope<OnsiteToday>>('/onsite/today')),
    detail: (id: number) => dataOf(http.get<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}`)),
    /** What a new job from this claim starts with, and the job already made from it, if any. */
    fromClaim: (claimId: number) =>
      dataOf(http.get<Envelope<OnsiteJobDraft>>(`/onsite/jobs/fromClaim/${claimId}`)),
    /** `POST /onsite/jobs`; the caller keeps the key across retries (`idempotentSend`). */
    create: (idempotencyKey: string, body: OnsiteJobCreateBody) =>
      dataOf(
        http.post<Envelope<OnsiteJobDetail>>('/onsite/jobs', body, {
          ...silent,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    update: (id: number, body: OnsiteJobUpdateBody) =>
      dataOf(http.put<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}`, body, silent)),
    /** A step on a job (the server checks the status and the version): the job as it is now. */
    act: <Action extends OnsiteActionName>(id: number, action: Action, body: OnsiteActionBodies[Action]) =>
      dataOf(http.post<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}/${action}`, body, silent)),
    /** Issues a new version of a completed job's service order PDF. */
    regenerateServiceOrder: (id: number, reason: string) =>
      dataOf(http.post<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}/serviceOrders`, { reason }, silent)),
    /** GET /onsite/jobs/:id/serviceOrders/:version, saved as the customer's link saves it. */
    downloadServiceOrder: (job: Pick<OnsiteJobDetail, 'id' | 'number'>, document: ServiceOrderDocument) =>
      http.downloadFile(
        `/onsite/jobs/${job.id}/serviceOrders/${document.version}`,
        downloadName(job.number, document.version),
      ),
    /** A job's photo or signature, read with the session (the file is the brand's; an `<img>` carries no token). */
    image: (fileName: string) =>
      http.request<Blob>({
        method: 'GET',
        url: '/common/download',
        params: { fileName },
        responseType: 'blob',
        ...silent,
      }),
    /** A photo, stored for the job's next write (POST /common/upload). */
    upload: (async (file, onProgress, signal) => ({
      fileName: (await http.upload<UploadResponse>(file, { ...silent, signal, onProgress })).fileName,
    })) satisfies UploadImage,
    /** The customer's signature PNG, stored for the complete action. */
    uploadSignature: async (png: Blob) =>
      (await http.upload<UploadResponse>(png, { ...silent, filename: 'signature.png' })).fileName,
    /** Technicians × days from `from` on the brand's clock (today by default); `jobId`'s own time is no conflict. */
    dispatch: (query: { from?: string; days: number; jobId?: number }) =>
      dataOf(http.get<Envelope<OnsiteDispatch>>('/onsite/dispatch', query)),
    settings: () => dataOf(http.get<Envelope<OnsiteSettings>>('/onsite/settings')),
    /** GET /onsite/myDay: today on the brand's clock when `date` is not given; 403 for a non-technician. */
    myDay: (date: string | null) =>
      dataOf(http.get<Envelope<OnsiteMyDay>>('/onsite/myDay', date ? { date } : {}, silent)),
  };
}

export type OnsiteApi = ReturnType<typeof createOnsiteApi>;

/** Every onsite query starts with this: a write anywhere in the area refreshes what shows the job. */
export const ONSITE_QUERY_KEY = ['onsite'] as const;

/** Every board query (any filters): a live change invalidates them all. */
export const BOARD_QUERY_KEY = [...ONSITE_QUERY_KEY, 'board'] as const;

/** The query keys of the area, one place for all. */
export const onsiteKeys = {
  board: (query: OnsiteBoardQuery) => [...BOARD_QUERY_KEY, query] as const,
  today: [...ONSITE_QUERY_KEY, 'today'] as const,
  job: (id: number) => [...ONSITE_QUERY_KEY, 'job', id] as const,
  fromClaim: (claimId: number) => [...ONSITE_QUERY_KEY, 'fromClaim', claimId] as const,
  settings: [...ONSITE_QUERY_KEY, 'settings'] as const,
  dispatchWeek: (from: string | null) => [...ONSITE_QUERY_KEY, 'dispatch', 'week', from] as const,
  dispatchDay: (date: string, jobId: number) =>
    [...ONSITE_QUERY_KEY, 'dispatch', 'day', date, jobId] as const,
  myDay: (date: string | null) => [...ONSITE_QUERY_KEY, 'myDay', date] as const,
};

/**
 * A job as the server answered a write: its detail is kept as it is, and everything else of the area (the
 * board, the dispatch grid, the technician's day, the dashboard card, a claim's link) reads again.
 */
export function jobChanged(queries: QueryClient, job: OnsiteJobDetail): void {
  const own = onsiteKeys.job(job.id);
  queries.setQueryData(own, job);
  void queries.invalidateQueries({
    queryKey: ONSITE_QUERY_KEY,
    predicate: (query) => !(query.queryKey[1] === own[1] && query.queryKey[2] === own[2]),
  });
}

/** A job's detail (the drawer's title and panel read the same query). */
export function jobQueryOptions(api: OnsiteApi, id: number | null) {
  return queryOptions({
    queryKey: onsiteKeys.job(id ?? 0),
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });
}

/**
 * The board's query, shared by the console's board and the kiosk: the previous rows stay while new filters
 * load, and it re-reads itself every minute in case the live stream is down. Once there are rows on screen,
 * a failed re-read is not announced again (the board says it is stale).
 */
export function boardQueryOptions(api: OnsiteApi, query: OnsiteBoardQuery) {
  return queryOptions({
    queryKey: onsiteKeys.board(query),
    queryFn: ({ client, queryKey }) => api.board(query, client.getQueryData(queryKey) !== undefined),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_POLL_MS,
  });
}

/** /onsite/work/flightBoard (where onsite users land): the board its URL asks for, while the screen's code loads. */
export const prefetchBoard: ScreenDataPrefetch = ({ http, queryClient }, search) => {
  const query = readListQuery(onsiteBoardQuery, search);
  void queryClient.prefetchQuery(boardQueryOptions(createOnsiteApi(http), query));
};
