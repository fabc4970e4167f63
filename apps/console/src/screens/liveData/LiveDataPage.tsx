import type { ApiKeyRow } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { usePageQuery } from '../../shared/usePageQuery';
import { ApiKeysPanel } from '../developer/ApiKeysPanel';
import { createDeveloperApi } from '../developer/developer.api';
import { LiveDataProgram } from './LiveDataProgram';
import { createLiveDataApi, liveDataKeys } from './liveData.api';
import { mayConsent, maySend } from './liveData.logic';

const KEYS = ['developer', 'keys'];

/**
 * /live_data_program/index (retailers): loads the program page and wires its actions. The company's API keys
 * (the Developer page's panel, new keys with live_data:write ticked) sit at the end for the owner, who manages
 * them.
 */
export function LiveDataPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const role = useStoreValue(store, userInfoAtom)?.user_role;
  const api = useMemo(() => createLiveDataApi(http), [http]);
  const developer = useMemo(() => createDeveloperApi(http), [http]);
  const queries = useQueryClient();
  const act = useConfirmedAction();
  const owner = mayConsent(role);
  const overview = usePageQuery({ queryKey: liveDataKeys.overview, queryFn: api.overview });
  const keys = usePageQuery({ queryKey: KEYS, queryFn: developer.apiKeys, enabled: owner });
  const reload = () => queries.invalidateQueries({ queryKey: liveDataKeys.overview });
  const afterward = async <T,>(change: Promise<T>) => {
    const result = await change;
    await reload();
    return result;
  };

  return (
    <LiveDataProgram
      title={title}
      overview={overview.data}
      failed={overview.isError}
      onRetry={() => void overview.refetch()}
      canConsent={owner}
      canSend={maySend(role)}
      onConsent={(brandId, scopes) => afterward(api.consent(brandId, scopes))}
      onAction={(id, action) => afterward(api.act(id, action))}
      onTemplate={(scope) => void api.template(scope)}
      onUpload={(scope, fileName, content) => afterward(api.uploadCsv(scope, fileName, content))}
      loadImport={api.importDetail}
      apiKeys={
        owner ? (
          <ApiKeysPanel
            keys={keys.data}
            failed={keys.isError}
            onRetry={() => void keys.refetch()}
            canManage
            scopes={['live_data:write']}
            defaultScopes={['live_data:write']}
            intro="Keys let your stock or point-of-sale system send live data: send one as “Authorization: Bearer <key>”."
            onCreate={async (body) => {
              const created = await developer.createApiKey(body);
              await queries.invalidateQueries({ queryKey: KEYS });
              return created;
            }}
            onRevoke={(key: ApiKeyRow) =>
              void act(
                {
                  title: `Revoke “${key.name}”?`,
                  message: `Calls made with ${key.prefix}… are refused from now on. This cannot be undone.`,
                  confirmText: 'Revoke',
                },
                async () => {
                  await developer.revokeApiKey(key.id);
                  await queries.invalidateQueries({ queryKey: KEYS });
                },
                'API key revoked.',
              )
            }
          />
        ) : null
      }
    />
  );
}
