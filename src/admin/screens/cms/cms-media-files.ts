// Shape of `virtual:public-files` (written at build time by build/public-files-plugin.ts): the Worker cannot read the
// disk, so the Media screen reads the list the build made of public/ and of the client build's files.

export interface ServedFile {
  /** The address the file is served at: its path under public/ (or the build's folder), from the site's root. */
  path: string;
  /** Bytes. */
  size: number;
  /** Its media type, from its name's extension. */
  type: string;
}

export interface PublicFile extends ServedFile {
  /** The source files (src/, client/, shared/, uno.config.ts) whose text names the file's address, at build time. */
  usedIn: readonly string[];
}

export interface PublicFileList {
  /** Every file under public/, by path. */
  publicFiles: readonly PublicFile[];
  /** The client build's files under dist/client/assets (hashed JS and CSS); null where there is none (npm run dev). */
  builtAssets: readonly ServedFile[] | null;
}
