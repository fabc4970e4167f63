// The money calls of the API bench: the retailer's Transactions report (a page, with its totals) and Payouts
// list, the admin's Amount list sorted by balance, and a payout run's preview (every company's candidates and
// the books check). Uses the demo data's payouts and ledger.
import type autocannon from 'autocannon';

type Drive = (name: string, options: autocannon.Options) => Promise<void>;

export async function benchMoney(
  base: string,
  tokens: { retailer: string; admin: string },
  drive: Drive,
): Promise<void> {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const connections of [20, 1]) {
    const conns = `${connections} conn${connections > 1 ? 's' : ''}`;
    await drive(`GET /transactions page 2 (${conns})`, {
      url: `${base}/api/transactions?pageNum=2&pageSize=20`,
      connections,
      headers: as(tokens.retailer),
    });
    await drive(`GET /payouts (${conns})`, {
      url: `${base}/api/payouts?pageSize=20`,
      connections,
      headers: as(tokens.retailer),
    });
    await drive(`GET /admin/amounts by balance (${conns})`, {
      url: `${base}/api/admin/amounts?sort=available_desc&pageSize=20`,
      connections,
      headers: as(tokens.admin),
    });
  }
  await drive('POST /admin/payoutRuns/preview (5 conns)', {
    url: `${base}/api/admin/payoutRuns/preview`,
    connections: 5,
    method: 'POST',
    headers: { ...as(tokens.admin), 'content-type': 'application/json' },
    body: '{}',
  });
}
