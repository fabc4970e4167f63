// The bookings calls of the API bench: a shop's month of availability for one of the retailer's active event
// types, and the booking list. Uses the demo data's event types and bookings (the bookings seed); without
// them it says so and measures nothing.
import type autocannon from 'autocannon';

type Drive = (name: string, options: autocannon.Options) => Promise<void>;

interface EventTypeRow {
  id: number;
  shops: { id: number }[];
}

export async function benchBookings(base: string, token: string, drive: Drive): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const response = await fetch(`${base}/api/eventTypes?status=active&pageSize=1`, { headers });
  const rows = ((await response.json()) as { data?: { rows?: EventTypeRow[] } }).data?.rows ?? [];
  const eventType = rows.find((row) => row.shops.length > 0);
  if (!eventType?.shops[0]) {
    console.log('bookings: the demo data has no active event type; availability not measured');
  } else {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const query = `shopId=${eventType.shops[0].id}&from=${from}&to=${to}`;
    for (const connections of [20, 1]) {
      await drive(
        `GET /eventTypes/:id/availability month (${connections} conn${connections > 1 ? 's' : ''})`,
        {
          url: `${base}/api/eventTypes/${eventType.id}/availability?${query}`,
          connections,
          headers,
        },
      );
    }
  }
  for (const connections of [20, 1]) {
    await drive(`GET /bookings upcoming (${connections} conn${connections > 1 ? 's' : ''})`, {
      url: `${base}/api/bookings?tab=upcoming&pageSize=20&pageNum=2`,
      connections,
      headers,
    });
  }
}
