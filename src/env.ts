import type { SiteConfig, ConfigVars } from './config';
import type { FlashMessage } from '../client/messages';

/** The subset of the Workers Static Assets binding this app uses. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface Bindings extends ConfigVars {
  ASSETS?: AssetsBinding;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    config: SiteConfig;
    /** A one-time message carried over a redirect, already removed from the browser. */
    flash: FlashMessage | null;
  };
}
