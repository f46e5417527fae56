// A Vite plugin that serves `virtual:<name>` as a module whose default export is the JSON `read(root)` returns, read
// when the module is loaded (the Worker build, `npm run dev`, the Worker tests). The project root is Vite's own.
import type { Plugin } from 'vite';

export function virtualJsonModule(name: string, read: (root: string) => unknown): Plugin {
  const id = `virtual:${name}`;
  const resolved = `\0${id}`;
  let root = process.cwd();
  return {
    name,
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === id ? resolved : undefined;
    },
    load(source) {
      if (source !== resolved) return undefined;
      return `export default ${JSON.stringify(read(root))};`;
    },
  };
}
