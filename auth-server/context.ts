/** What every route needs: the store, the resolved config, the signing key and the custom mail bodies. */
import type { AuthConfig } from './config.ts';
import type { Database } from './db.ts';
import type { SigningKey } from './keys.ts';
import type { Templates } from './templates.ts';

export interface AuthContext {
  db: Database;
  config: AuthConfig;
  key: SigningKey;
  /** Custom mail bodies by type (templates.ts); a type without one gets this server's own mail. */
  templates: Templates;
  /** Base of the API as clients see it, e.g. http://127.0.0.1:54321/auth/v1 */
  apiBase: () => string;
  /** Base of the inbox, e.g. http://localhost:54324 */
  inboxBase: () => string;
}
