// Runs inside workerd before each Worker test file: the request store's migrations on the tests' D1 database
// (applying them again is a no-op, as with wrangler's d1_migrations table).
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
