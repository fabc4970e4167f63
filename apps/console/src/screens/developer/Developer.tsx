import type { WebhookEndpointInput, WebhookSecretReveal } from '@console/contract';
import { Dialog, Tabs, useFeedback } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';
import { SecretReveal } from './SecretReveal';
import { WebhookEndpointDetail, type WebhookEndpointDetailProps } from './WebhookEndpointDetail';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { WebhookEndpointList, type WebhookEndpointListProps } from './WebhookEndpointList';

export type DeveloperTab = 'webhooks' | 'keys';

/** A tab's cards, one under the other with the screen's spacing. */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

type DetailProps = Omit<WebhookEndpointDetailProps, 'canManage' | 'onBack' | 'onEdit' | 'onRotate'>;

export interface DeveloperProps {
  title: string;
  /** Owners change endpoints and keys; the others read them. */
  canManage: boolean;
  tab: DeveloperTab;
  onTabChange: (tab: DeveloperTab) => void;
  endpoints: Pick<WebhookEndpointListProps, 'endpoints' | 'failed' | 'onRetry'>;
  /** The endpoint whose detail shows (null: the list). */
  openEndpointId: number | null;
  onOpenEndpoint: (id: number | null) => void;
  detail: DetailProps;
  onCreateEndpoint: (body: WebhookEndpointInput) => Promise<WebhookSecretReveal>;
  /** Saves the open endpoint (the page adds the version it was read at). */
  onUpdateEndpoint: (body: WebhookEndpointInput) => Promise<unknown>;
  /** A new secret for the open endpoint; the old one signs too for 24 hours. */
  onRotateSecret: () => Promise<WebhookSecretReveal>;
  apiKeys: Omit<ApiKeysPanelProps, 'canManage'>;
}

const SECRET_NOTE =
  'Your receiver verifies each request’s webhook-signature header with it (Standard Webhooks); the server keeps it encrypted.';

/**
 * /company/webhook (Developer): the company's webhook endpoints, one endpoint's deliveries, and its API keys.
 */
export function Developer({
  title,
  canManage,
  tab,
  onTabChange,
  endpoints,
  openEndpointId,
  onOpenEndpoint,
  detail,
  onCreateEndpoint,
  onUpdateEndpoint,
  onRotateSecret,
  apiKeys,
}: DeveloperProps) {
  const feedback = useFeedback();
  const [form, setForm] = useState<'add' | 'edit' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = async () => {
    const confirmed = await feedback.confirm({
      title: 'Rotate the signing secret?',
      message:
        'A new secret is made and shown once. The current one keeps signing for 24 hours, so your receiver can switch without missing an event.',
      confirmText: 'Rotate',
      cancelText: 'Cancel',
      type: 'warning',
    });
    if (!confirmed) return;
    try {
      setSecret((await onRotateSecret()).secret);
    } catch {
      feedback.message('error', 'The secret could not be rotated.');
    }
  };
  const webhooks = (
    <Stack>
      {openEndpointId === null ? (
        <WebhookEndpointList
          {...endpoints}
          canManage={canManage}
          onAdd={() => setForm('add')}
          onOpen={onOpenEndpoint}
        />
      ) : (
        <WebhookEndpointDetail
          {...detail}
          canManage={canManage}
          onBack={() => onOpenEndpoint(null)}
          onEdit={() => setForm('edit')}
          onRotate={() => void rotate()}
        />
      )}
    </Stack>
  );
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Tabs
        aria-label="Developer"
        value={tab}
        onValueChange={(value) => onTabChange(value as DeveloperTab)}
        items={[
          { value: 'webhooks', label: 'Webhooks', content: webhooks },
          { value: 'keys', label: 'API keys', content: <ApiKeysPanel {...apiKeys} canManage={canManage} /> },
        ]}
      />
      <Dialog
        open={form !== null}
        onOpenChange={(open) => setForm(open ? form : null)}
        title={form === 'edit' ? 'Edit endpoint' : 'Add endpoint'}
        width="640px"
      >
        <WebhookEndpointForm
          endpoint={form === 'edit' ? detail.endpoint : undefined}
          onCancel={() => setForm(null)}
          onSend={async (body) => {
            if (form === 'edit') {
              await onUpdateEndpoint(body);
              setForm(null);
              return;
            }
            const created = await onCreateEndpoint(body);
            setForm(null);
            setSecret(created.secret);
            onOpenEndpoint(created.endpoint.id);
          }}
        />
      </Dialog>
      <SecretReveal
        kind="Signing secret"
        secret={secret}
        note={SECRET_NOTE}
        onClose={() => setSecret(null)}
      />
    </ScreenLayout>
  );
}
