import type {
  BookingAnswers,
  DirectoryBrandRow,
  DirectoryQuery,
  DirectoryRetailerRow,
  Envelope,
  PublicServiceOrder,
  Questionnaire,
  RegisterBrandsRequestBody,
  UrlTimeoutVerifyResult,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** A page of a directory (`data` of `GET /public/brands` and `/public/retailers`). */
export interface DirectoryPage<T> {
  rows: T[];
  total: number;
}

/** Loads one page of a directory for the given paging and filters. */
export type DirectoryLoader<T> = (query: DirectoryQuery) => Promise<DirectoryPage<T>>;

/**
 * The token-free calls of the public pages. All are silent: each page shows its own failure (a retry for
 * the lists, inline messages for the brand application, a clear message for a signed link).
 */
export function createPublicApi(http: HttpClient) {
  const publicCall = { tokenFree: true, silent: true } as const;
  return {
    brands: ((query) =>
      dataOf(
        http.get<Envelope<DirectoryPage<DirectoryBrandRow>>>('/public/brands', query, publicCall),
      )) satisfies DirectoryLoader<DirectoryBrandRow>,
    retailers: ((query) =>
      dataOf(
        http.get<Envelope<DirectoryPage<DirectoryRetailerRow>>>('/public/retailers', query, publicCall),
      )) satisfies DirectoryLoader<DirectoryRetailerRow>,
    applyAsBrand: (body: RegisterBrandsRequestBody) =>
      dataOf(http.post<Envelope<{ id: number }>>('/bee/registerBrandsRequest', body, publicCall)),
    verifyLink: (sign: string) =>
      dataOf(http.post<Envelope<UrlTimeoutVerifyResult>>('/bee/urlTimeoutVerify', { sign }, publicCall)),
    questionnaire: (sign: string) =>
      dataOf(http.get<Envelope<Questionnaire>>('/public/questionnaire', { sign }, publicCall)),
    answerQuestionnaire: (body: { sign: string; answers: BookingAnswers }) =>
      dataOf(http.post<Envelope<unknown>>('/public/questionnaire', body, publicCall)),
    serviceOrder: (sign: string) =>
      dataOf(http.get<Envelope<PublicServiceOrder>>('/public/serviceOrder', { sign }, publicCall)),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
