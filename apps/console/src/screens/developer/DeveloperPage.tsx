import { type ApiKeyRow, type WebhookEndpointInput, webhookAttemptQuery } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { usePageShown } from '@console/ui';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { idempotentSend } from '../../shared/idempotentSend';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { usePageQuery } from '../../shared/usePageQuery';
import { Developer, type DeveloperTab } from './Developer';
import { createDeveloperApi } from './developer.api';

const KEEP = ['tab', 'endpoint', 'hours'] as const;
const ENDPOINTS = ['developer', 'endpoints'];
const KEYS = ['developer', 'keys'];
/** Deliveries go out in the background: an open endpoint's state and log are read again this often. */
const LIVE_MS = 5_000;

/** /company/webhook: endpoints, one endpoint's log and charts, and API keys, from the API; state in the URL. */
export function DeveloperPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createDeveloperApi(http), [http]);
  const queries = useQueryClient();
  const act = useConfirmedAction();
  const canManage = useStoreValue(store, userInfoAtom)?.user_role === 1;
  // Polling stops while the page's tab is hidden.
  const live = usePageShown() ? LIVE_MS : false;
  const [params, setParams] = useSearchParams();
  const tab: DeveloperTab = params.get('tab') === 'keys' ? 'keys' : 'webhooks';
  const openId = Number(params.get('endpoint')) || null;
  const hours = [24, 48, 168].includes(Number(params.get('hours'))) ? Number(params.get('hours')) : 48;
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        if (name === 'endpoint')
          for (const key of ['pageNum', 'pageSize', 'status', 'eventType']) next.delete(key);
        return next;
      },
      // Replaced, not pushed: the page stays the same kept-alive instance (a secret being shown stays up).
      { replace: true },
    );
  const [logQuery, onLogQueryChange] = useListQuery(webhookAttemptQuery, KEEP);

  const endpoints = usePageQuery({ queryKey: ENDPOINTS, queryFn: api.endpoints });
  const endpoint = usePageQuery({
    queryKey: [...ENDPOINTS, openId],
    queryFn: () => api.endpoint(openId as number),
    enabled: openId !== null,
    refetchInterval: live,
  });
  const stats = usePageQuery({
    queryKey: [...ENDPOINTS, openId, 'stats', hours],
    queryFn: () => api.stats(openId as number, hours),
    enabled: openId !== null,
  });
  const log = usePageQuery({
    queryKey: [...ENDPOINTS, openId, 'attempts', logQuery],
    queryFn: () => api.attempts(openId as number, logQuery),
    enabled: openId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: live,
  });
  const keys = usePageQuery({ queryKey: KEYS, queryFn: api.apiKeys });

  const reload = () => queries.invalidateQueries({ queryKey: ENDPOINTS });
  const afterward = async <T,>(change: Promise<T>) => {
    const result = await change;
    await reload();
    return result;
  };
  const replay = useMemo(() => idempotentSend(api.replay), [api]);
  const replayFailed = useMemo(() => idempotentSend(api.replayFailed), [api]);
  const [replaying, setReplaying] = useState<string | null>(null);
  const [sendingTest, setSendingTest] = useState(false);
  const current = endpoint.data;

  const replayOne = async (messageId: string) => {
    if (openId === null) return;
    setReplaying(messageId);
    await act(null, () => afterward(replay(openId, messageId)), 'Message queued to be sent again.');
    setReplaying(null);
  };
  const sendTest = async () => {
    if (openId === null) return;
    setSendingTest(true);
    await act(
      null,
      () => afterward(api.sendTest(openId)),
      'Test event queued: it shows in the delivery log once sent.',
    );
    setSendingTest(false);
  };

  return (
    <Developer
      title={title}
      canManage={canManage}
      tab={tab}
      onTabChange={(next) => setParam('tab', next === 'keys' ? 'keys' : null)}
      endpoints={{
        endpoints: endpoints.data,
        failed: endpoints.isError,
        onRetry: () => void endpoints.refetch(),
      }}
      openEndpointId={openId}
      onOpenEndpoint={(id) => setParam('endpoint', id === null ? null : String(id))}
      detail={{
        endpoint: current,
        failed: endpoint.isError,
        onRetry: () => void endpoint.refetch(),
        onToggle: () => {
          if (!current) return;
          const disabling = current.status === 'active';
          void act(
            disabling
              ? {
                  title: 'Disable this endpoint?',
                  message:
                    'Nothing is sent to it until it is enabled again. Events meanwhile can be replayed later.',
                  confirmText: 'Disable',
                }
              : null,
            () =>
              afterward(
                disabling
                  ? api.disableEndpoint(current.id, current.version)
                  : api.enableEndpoint(current.id, current.version),
              ),
            disabling ? 'Endpoint disabled.' : 'Endpoint enabled.',
          );
        },
        onDelete: () => {
          if (!current) return;
          void act(
            {
              title: 'Delete this endpoint?',
              message: `No more events go to ${current.url}. Its delivery log is kept.`,
              confirmText: 'Delete',
            },
            async () => {
              await api.deleteEndpoint(current.id);
              setParam('endpoint', null);
              await reload();
            },
            'Endpoint deleted.',
          );
        },
        onSendTest: () => void sendTest(),
        sendingTest,
        stats: { buckets: stats.data, failed: stats.isError, onRetry: () => void stats.refetch() },
        hours,
        onHoursChange: (next) => setParam('hours', String(next)),
        onReplayFailed: (since) => afterward(replayFailed(openId as number, since)),
        log: {
          query: logQuery,
          onQueryChange: onLogQueryChange,
          page: log.data,
          loading: log.isFetching,
          failed: log.isError,
          onRetry: () => void log.refetch(),
          onReplay: canManage ? (messageId) => void replayOne(messageId) : undefined,
          replaying,
        },
      }}
      onCreateEndpoint={(body: WebhookEndpointInput) => afterward(api.createEndpoint(body))}
      onUpdateEndpoint={(body) =>
        afterward(api.updateEndpoint(openId as number, { ...body, version: current?.version ?? 1 }))
      }
      onRotateSecret={() => afterward(api.rotateSecret(openId as number, current?.version ?? 1))}
      apiKeys={{
        keys: keys.data,
        failed: keys.isError,
        onRetry: () => void keys.refetch(),
        onCreate: async (body) => {
          const created = await api.createApiKey(body);
          await queries.invalidateQueries({ queryKey: KEYS });
          return created;
        },
        onRevoke: (key: ApiKeyRow) =>
          void act(
            {
              title: `Revoke “${key.name}”?`,
              message: `Calls made with ${key.prefix}… are refused from now on. This cannot be undone.`,
              confirmText: 'Revoke',
            },
            async () => {
              await api.revokeApiKey(key.id);
              await queries.invalidateQueries({ queryKey: KEYS });
            },
            'API key revoked.',
          ),
      }}
    />
  );
}
