declare module 'virtual:asset-manifest' {
  const manifest: import('./render/asset-manifest').AssetManifest;
  export default manifest;
}
