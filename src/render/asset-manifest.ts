// Shape of `virtual:asset-manifest` (written by build/asset-manifest-plugin.ts from the client build).
export interface AssetManifest {
  dev: boolean;
  /**
   * Names this build: a hash of the client manifest and the time of the build. Pages cached at the edge are keyed on
   * it, so a new deployment never serves a page that names the old build's assets.
   */
  build: string;
  /** Module script that hydrates islands. */
  entry: string;
  /** Stylesheets for every page (in dev: modules that inject them). */
  styles: string[];
  /** Island name -> module files to preload when that island is on the page. */
  islands: Record<string, string[]>;
}
