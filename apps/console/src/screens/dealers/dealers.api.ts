import type {
  BrandDealingQuery,
  BrandDealingRow,
  DealerAcceptBody,
  DealerAction,
  DealerCandidate,
  DealerInviteBody,
  DealerListQuery,
  DealerReasonBody,
  DealerRow,
  DealerStatusChange,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The body of a relation's action: a reason and, when the brand accepts or invites, its dealer number. */
export type DealerActionBody = DealerAcceptBody;

/**
 * The dealer network's calls, typed with `@console/contract`. Actions are silent: their dialogs show a
 * refusal on its field or above the button.
 */
export function createDealersApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  return {
    retailers: (query: DealerListQuery) =>
      dataOf(http.get<Envelope<Page<DealerRow>>>('/dealers/retailers', query)),
    candidates: (q: string) =>
      dataOf(http.get<Envelope<DealerCandidate[]>>('/dealers/candidates', q ? { q } : {})),
    invite: (body: DealerInviteBody) =>
      dataOf(http.post<Envelope<DealerRow>>('/dealers/invitations', body, { silent: true })),
    /** A brand's action on one of its retailers (not `invite`, which names the retailer in its body). */
    actOnRetailer: (retailerId: number, action: DealerAction, body: DealerActionBody) =>
      dataOf(
        http.post<Envelope<DealerRow>>(`/dealers/retailers/${retailerId}/${action}`, body, { silent: true }),
      ),
    brands: (query: BrandDealingQuery) =>
      dataOf(http.get<Envelope<Page<BrandDealingRow>>>('/dealers/brands', query)),
    /** A retailer's action on a brand. */
    actOnBrand: (brandId: number, action: DealerAction, body: DealerReasonBody) =>
      dataOf(
        http.post<Envelope<BrandDealingRow>>(`/dealers/brands/${brandId}/${action}`, body, { silent: true }),
      ),
    history: (brandId: number, retailerId: number) =>
      dataOf(http.get<Envelope<DealerStatusChange[]>>(`/dealers/relations/${brandId}/${retailerId}/history`)),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: DealerListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/dealers/retailers/export.csv',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type DealersApi = ReturnType<typeof createDealersApi>;
