import { createApp } from './app';

export default createApp({ cachePages: !import.meta.env.DEV });
