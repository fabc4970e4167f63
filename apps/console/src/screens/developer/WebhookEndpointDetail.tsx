import type { WebhookEndpointRow, WebhookStatsBucket } from '@console/contract';
import { Button, Card, Descriptions, Select, Skeleton } from '@console/ui';
import styled from 'styled-components';
import { ChartPanel } from '../../shared/charts/ChartPanel';
import { LoadFailed } from '../../shared/LoadFailed';
import { anyDelivery, statsPoints, successRateText, utcMinute } from './developer.logic';
import { EndpointStatusTag } from './EndpointStatusTag';
import { LazyDeliveriesChart, LazyLatencyChart } from './LazyWebhookCharts';
import { ReplayFailedForm } from './ReplayFailedForm';
import { WebhookAttemptLog, type WebhookAttemptLogProps } from './WebhookAttemptLog';
import { Warning } from './WebhookEndpointList';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
`;

/** A long URL breaks anywhere rather than running out of a narrow card. */
const UrlTitle = styled.span`
  overflow-wrap: anywhere;
`;

const CHART_HEIGHT = 220;
export const STATS_PERIODS = [
  { value: '24', label: 'Last 24 hours' },
  { value: '48', label: 'Last 48 hours' },
  { value: '168', label: 'Last 7 days' },
];

export interface WebhookEndpointDetailProps {
  endpoint: WebhookEndpointRow | undefined;
  failed: boolean;
  onRetry: () => void;
  canManage: boolean;
  onBack: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onSendTest: () => void;
  sendingTest: boolean;
  stats: { buckets: WebhookStatsBucket[] | undefined; failed: boolean; onRetry: () => void };
  hours: number;
  onHoursChange: (hours: number) => void;
  onReplayFailed: (since: string) => Promise<{ replayed: number }>;
  log: WebhookAttemptLogProps;
}

/**
 * One endpoint: what it receives and its secret's state, its deliveries and latency per hour, and the log of
 * every attempt with replay of one message or of everything that failed since a time.
 */
export function WebhookEndpointDetail({
  endpoint,
  failed,
  onRetry,
  canManage,
  onBack,
  onEdit,
  onToggle,
  onRotate,
  onDelete,
  onSendTest,
  sendingTest,
  stats,
  hours,
  onHoursChange,
  onReplayFailed,
  log,
}: WebhookEndpointDetailProps) {
  if (failed) return <LoadFailed message="The endpoint could not be loaded." onRetry={onRetry} />;
  if (!endpoint) return <Skeleton rows={6} />;
  const points = statsPoints(stats.buckets ?? []);
  const period = (
    <Select
      aria-label="Chart period"
      options={STATS_PERIODS}
      value={String(hours)}
      onValueChange={(value) => onHoursChange(Number(value))}
    />
  );
  const chartState = {
    height: CHART_HEIGHT,
    loading: stats.buckets === undefined && !stats.failed,
    failed: stats.failed,
    onRetry: stats.onRetry,
    empty: stats.buckets !== undefined && !anyDelivery(stats.buckets),
    emptyText: 'No deliveries in this period.',
  };
  return (
    <>
      {endpoint.status === 'disabled' && endpoint.disabledReason === 'failing' ? (
        <Warning role="alert">
          This endpoint was disabled after failing for 5 days
          {endpoint.failingSince ? ` (failing since ${utcMinute(endpoint.failingSince)} UTC)` : ''}. Nothing
          is sent to it until it is enabled again; then replay what failed.
        </Warning>
      ) : null}
      <Card
        title={<UrlTitle>{endpoint.url}</UrlTitle>}
        titleAs="h3"
        extra={<Button onClick={onBack}>Back to endpoints</Button>}
      >
        <Descriptions
          columns={2}
          items={[
            { key: 'status', label: 'Status', value: <EndpointStatusTag endpoint={endpoint} /> },
            { key: 'rate', label: 'Success (7 days)', value: successRateText(endpoint.successRate) },
            { key: 'description', label: 'Description', value: endpoint.description || '—' },
            { key: 'created', label: 'Created (UTC)', value: utcMinute(endpoint.createdAt) },
            { key: 'events', label: 'Events', value: endpoint.eventTypes.join(', '), span: 2 },
            {
              key: 'secret',
              label: 'Signing secret',
              span: 2,
              value: endpoint.previousSecretExpiresAt
                ? `Rotated: the previous secret also signs until ${utcMinute(endpoint.previousSecretExpiresAt)} UTC.`
                : 'Shown once when created or rotated (whsec_…). Rotate it if it may have leaked.',
            },
          ]}
        />
        {canManage ? (
          <Actions>
            <Button variant="primary" loading={sendingTest} onClick={onSendTest}>
              Send test event
            </Button>
            <Button onClick={onEdit}>Edit</Button>
            <Button onClick={onToggle}>{endpoint.status === 'active' ? 'Disable' : 'Enable'}</Button>
            <Button onClick={onRotate}>Rotate secret</Button>
            <Button variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </Actions>
        ) : null}
      </Card>
      <Charts>
        <ChartPanel title="Deliveries per hour" extra={period} {...chartState}>
          <LazyDeliveriesChart points={points} height={CHART_HEIGHT} />
        </ChartPanel>
        <ChartPanel title="Latency per hour" {...chartState}>
          <LazyLatencyChart points={points} height={CHART_HEIGHT} />
        </ChartPanel>
      </Charts>
      <Card title="Delivery log" titleAs="h3">
        {canManage ? <ReplayFailedForm onReplay={onReplayFailed} /> : null}
        <WebhookAttemptLog {...log} />
      </Card>
    </>
  );
}
