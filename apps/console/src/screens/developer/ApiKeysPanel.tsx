import {
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyInput,
  type ApiKeyRow,
  type ApiKeyScope,
} from '@console/contract';
import { Button, Card, DataTable, type DataTableProps, Dialog, Empty, Tag } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { ApiKeyForm } from './ApiKeyForm';
import { API_KEY_STATUS_TEXT, utcMinute } from './developer.logic';
import { SecretReveal } from './SecretReveal';

const Intro = styled.p`
  margin: 12px 20px;
`;

type Column = DataTableProps<ApiKeyRow>['columns'][number];

export interface ApiKeysPanelProps {
  keys: ApiKeyRow[] | undefined;
  failed: boolean;
  onRetry: () => void;
  canManage: boolean;
  onCreate: (body: ApiKeyInput) => Promise<ApiKeyCreated>;
  /** Asks first, then revokes; calls that use the key are refused from then on. */
  onRevoke: (key: ApiKeyRow) => void;
  /** The scopes a new key may have (all by default). */
  scopes?: readonly ApiKeyScope[];
  defaultScopes?: readonly ApiKeyScope[];
  /** What the keys are for, under the title. */
  intro?: string;
}

/**
 * The company's API keys: each shown once when created, kept only as a hash, told apart by its prefix; with
 * its scopes, expiry and last use, and revoked with one click.
 */
export function ApiKeysPanel({
  keys,
  failed,
  onRetry,
  canManage,
  onCreate,
  onRevoke,
  scopes = API_KEY_SCOPES,
  defaultScopes,
  intro = 'Keys let your own systems call the bookings and warranty APIs: send one as “Authorization: Bearer <key>”.',
}: ApiKeysPanelProps) {
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const columns: Column[] = [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    { id: 'prefix', header: 'Key', meta: { kind: 'code' }, cell: ({ row }) => `${row.original.prefix}…` },
    { id: 'scopes', header: 'Scopes', cell: ({ row }) => row.original.scopes.join(', ') },
    {
      id: 'expires',
      header: 'Expires (UTC)',
      meta: { kind: 'date' },
      cell: ({ row }) => (row.original.expiresAt ? utcMinute(row.original.expiresAt) : 'Never'),
    },
    {
      id: 'lastUsed',
      header: 'Last used (UTC)',
      meta: { kind: 'date' },
      cell: ({ row }) => (row.original.lastUsedAt ? utcMinute(row.original.lastUsedAt) : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Tag type={row.original.status === 'active' ? 'success' : 'info'}>
          {API_KEY_STATUS_TEXT[row.original.status]}
        </Tag>
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.status === 'revoked' ? null : (
                <Button
                  variant="text"
                  aria-label={`Revoke ${row.original.name}`}
                  onClick={() => onRevoke(row.original)}
                >
                  Revoke
                </Button>
              ),
          } satisfies Column,
        ]
      : []),
  ];
  return (
    <Card
      title="API keys"
      titleAs="h3"
      padded={false}
      extra={
        canManage ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        ) : null
      }
    >
      <Intro>{intro}</Intro>
      {failed ? (
        <LoadFailed message="The API keys could not be loaded." onRetry={onRetry} />
      ) : (
        <DataTable
          aria-label="API keys"
          columns={columns}
          data={keys ?? []}
          loading={keys === undefined}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No API keys yet." imageSize={60} />}
        />
      )}
      <Dialog open={creating} onOpenChange={setCreating} title="Create API key" width="560px">
        <ApiKeyForm
          scopes={scopes}
          defaultScopes={defaultScopes}
          onCancel={() => setCreating(false)}
          onSend={async (body) => {
            const created = await onCreate(body);
            setCreating(false);
            setSecret(created.secret);
          }}
        />
      </Dialog>
      <SecretReveal
        kind="API key"
        secret={secret}
        note="Only its hash is kept: if it is lost, revoke it and create another."
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
