import { Button, Card } from '@console/ui';
import { useState } from 'react';
import { api } from '../api';

/** The pinned first tab. Its depot sync always fails: the client shows the server's message as a toast. */
export function Overview() {
  const [syncing, setSyncing] = useState(false);
  const sync = () => {
    setSyncing(true);
    // The client has shown the failure already; nothing more to do here.
    api
      .syncDepot()
      .catch(() => {})
      .finally(() => setSyncing(false));
  };
  return (
    <Card title="Fleet Desk">
      <p>Bikes, their photos and the depot's stock lists, for the rental team.</p>
      <Button loading={syncing} onClick={sync}>
        Sync with depot
      </Button>
    </Card>
  );
}
