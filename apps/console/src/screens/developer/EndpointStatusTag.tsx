import type { WebhookEndpointRow } from '@console/contract';
import { Tag } from '@console/ui';
import { endpointStatusText } from './developer.logic';

/** An endpoint's status: green while active, grey when a user turned it off, red when it kept failing. */
export function EndpointStatusTag({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointRow, 'status' | 'disabledReason'>;
}) {
  const type =
    endpoint.status === 'active' ? 'success' : endpoint.disabledReason === 'failing' ? 'danger' : 'info';
  return <Tag type={type}>{endpointStatusText(endpoint)}</Tag>;
}
