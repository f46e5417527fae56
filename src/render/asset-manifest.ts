// Shape of `virtual:asset-manifest` (written by build/asset-manifest-plugin.ts from the client build).
export interface AssetManifest {
  dev: boolean;
  /** Module script that hydrates islands. */
  entry: string;
  /** Stylesheets for every page (in dev: modules that inject them). */
  styles: string[];
  /** Island name -> module files to preload when that island is on the page. */
  islands: Record<string, string[]>;
}
