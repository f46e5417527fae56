// `npm run dev`: the local auth server and the Vite dev server (the Hono app runs in Node through
// @hono/vite-dev-server, with wrangler.toml's bindings), for editing. http://localhost:5173, or $PORT.
import { ProcessGroup, startLocalAuth } from './lib/processes.ts';

const group = new ProcessGroup();
await startLocalAuth(group);
group.runEssential('The Vite dev server', ['node_modules/vite/bin/vite.js']);
