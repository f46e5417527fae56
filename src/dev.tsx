// Entry for `npm run dev` (Vite + @hono/vite-dev-server): pages are rendered afresh so edits show at once.
import { createApp } from './app';

export default createApp({ cachePages: false });
