import { messages } from '../errors';
import { formatMoney } from '../format';
import type { HttpClient } from '../http';

export const COMPANY_BALANCE_PATH = '/onsite/fn/companyBalance';

/**
 * The formatted balance of the signed-in brand company (GET /onsite/fn/companyBalance, data.available_score),
 * or null on any failure. Failures are only logged (spec §8): the call is `silent`, so no toast shows.
 */
export async function fetchCompanyBalance(client: Pick<HttpClient, 'get'>): Promise<string | null> {
  try {
    const body = await client.get<{ data?: { available_score?: unknown } | null }>(
      COMPANY_BALANCE_PATH,
      undefined,
      { silent: true },
    );
    const formatted = formatMoney(body.data?.available_score);
    if (formatted === null)
      console.error('The company balance answer has no usable data.available_score.', body);
    return formatted;
  } catch (error) {
    console.error('The company balance could not be loaded.', error);
    return null;
  }
}

/** What the top bar shows: the balance once loaded, 'Loading...' until then (and after a failure). */
export function balanceDisplay(balance: string | null | undefined): string {
  return balance ?? messages.balanceLoading;
}
