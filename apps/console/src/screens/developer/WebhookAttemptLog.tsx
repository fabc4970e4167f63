import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptQuery,
  type WebhookAttemptRow,
} from '@console/contract';
import { Button, type DataTableProps, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { attemptOutcome, nextRetryText, utcSecond } from './developer.logic';

const Excerpt = styled.details`
  max-width: 280px;
  summary {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    cursor: pointer;
    font-family: monospace;
    font-size: 12px;
  }
  pre {
    margin: 4px 0 0;
    white-space: pre-wrap;
    word-break: break-all;
    font-size: 12px;
  }
`;

const Small = styled.div`
  color: ${vars.textSecondary};
  font-size: 12px;
`;

const TRIGGER_TEXT: Record<WebhookAttemptRow['trigger'], string> = {
  auto: '',
  manual_replay: 'replay',
  test: 'test',
};

type Filters = { status: WebhookAttemptQuery['status']; eventType: WebhookAttemptQuery['eventType'] };
const NO_FILTERS: Filters = { status: undefined, eventType: undefined };
const statusOptions = [
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
];
const eventOptions = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((type) => ({
  value: type,
  label: type,
}));

export interface WebhookAttemptLogProps {
  query: WebhookAttemptQuery;
  onQueryChange: (change: Partial<WebhookAttemptQuery>) => void;
  page: Page<WebhookAttemptRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Sends the attempt's message again (owners only; undefined hides the button). */
  onReplay?: (messageId: string) => void;
  /** The message being replayed, whose button waits. */
  replaying?: string | null;
}

/** Every HTTP request made to the endpoint, newest first: what was sent, what came back, what happens next. */
export function WebhookAttemptLog({
  query,
  onQueryChange,
  onReplay,
  replaying,
  ...list
}: WebhookAttemptLogProps) {
  type Column = DataTableProps<WebhookAttemptRow>['columns'][number];
  const columns: Column[] = [
    { id: 'at', header: 'Time (UTC)', meta: { kind: 'date' }, cell: ({ row }) => utcSecond(row.original.at) },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => (
        <>
          {row.original.eventType}
          <Small>{row.original.messageId}</Small>
        </>
      ),
    },
    {
      id: 'status',
      header: 'HTTP status',
      cell: ({ row }) => (
        <Tag type={row.original.status === 'succeeded' ? 'success' : 'danger'}>
          {attemptOutcome(row.original)}
        </Tag>
      ),
    },
    {
      id: 'duration',
      header: 'Duration',
      meta: { kind: 'number' },
      cell: ({ row }) => `${row.original.durationMs} ms`,
    },
    {
      id: 'attempt',
      header: 'Attempt',
      meta: { kind: 'number' },
      cell: ({ row }) => {
        const trigger = TRIGGER_TEXT[row.original.trigger];
        return trigger ? `${row.original.attemptNo} (${trigger})` : row.original.attemptNo;
      },
    },
    { id: 'next', header: 'Next retry (UTC)', cell: ({ row }) => nextRetryText(row.original) },
    {
      id: 'response',
      header: 'Response',
      cell: ({ row }) =>
        row.original.responseSnippet ? (
          <Excerpt>
            <summary>{row.original.responseSnippet}</summary>
            <pre>{row.original.responseSnippet}</pre>
          </Excerpt>
        ) : null,
    },
    ...(onReplay
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.trigger === 'test' ? null : (
                <Button
                  aria-label={`Replay ${row.original.messageId}`}
                  loading={replaying === row.original.messageId}
                  onClick={() => onReplay(row.original.messageId)}
                >
                  Replay
                </Button>
              ),
          } satisfies Column,
        ]
      : []),
  ];
  return (
    <>
      <FilterForm
        label="Delivery log filters"
        values={{ status: query.status, eventType: query.eventType }}
        empty={NO_FILTERS}
        onApply={onQueryChange}
      >
        {(draft, set) => (
          <>
            <FilterSelect
              label="Outcome"
              options={statusOptions}
              value={draft.status}
              placeholder="Any outcome"
              onChange={(status) => set({ status })}
            />
            <FilterSelect
              label="Event"
              options={eventOptions}
              value={draft.eventType}
              placeholder="Any event"
              onChange={(eventType) => set({ eventType })}
            />
          </>
        )}
      </FilterForm>
      <ServerList
        {...list}
        label="Delivery log"
        noun="attempts"
        emptyText="No deliveries yet: send a test event to see one here."
        columns={columns}
        getRowId={(row) => String(row.id)}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={onQueryChange}
      />
    </>
  );
}
