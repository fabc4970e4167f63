// Which card provider the server uses: the setting CARD_PROVIDER (only `local`, the simulator, exists in
// this build; it is the default) and its publishable key CARD_PUBLISHABLE_KEY (a pk_… value).
import type { Database } from '../../../db/database.ts';
import type { CardProvider } from '../provider/CardProvider.ts';
import { LocalCardProvider } from '../provider/local/LocalCardProvider.ts';

export const DEFAULT_CARD_PUBLISHABLE_KEY = 'pk_test_local_console';

export interface CardProviderSettings {
  provider?: string;
  publishableKey?: string;
}

/** The configured provider; throws with a message for the operator on a setting it does not know. */
export function cardProviderFromSettings(db: Database, settings: CardProviderSettings = {}): CardProvider {
  const name = settings.provider || 'local';
  if (name !== 'local') throw new Error(`CARD_PROVIDER=${name} is not available: use local (the default).`);
  return new LocalCardProvider({
    db,
    publishableKey: settings.publishableKey || DEFAULT_CARD_PUBLISHABLE_KEY,
  });
}
