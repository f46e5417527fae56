declare module 'virtual:asset-manifest' {
  const manifest: import('./render/asset-manifest').AssetManifest;
  export default manifest;
}

declare module 'virtual:public-files' {
  const files: import('./admin/screens/cms/cms-media-files').PublicFileList;
  export default files;
}
