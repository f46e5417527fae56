// The 404 page logs the address the visitor tried in the browser's console (docs/product/public-site.md), as the server
// records it in its log. The page names the path in an attribute: the CSP allows no inline script.

import { NOT_FOUND_PATH_ATTRIBUTE } from '../shared/not-found';

/** Logs the missing route when this is the 404 page; needs nothing hydrated. */
export function logMissingRoute(root: ParentNode): void {
  const path = root.querySelector(`[${NOT_FOUND_PATH_ATTRIBUTE}]`)?.getAttribute(NOT_FOUND_PATH_ATTRIBUTE);
  // info, not error: the visitor's mistyped address is no failure of the page.
  if (path != null) console.info(`404 Error: User attempted to access non-existent route: ${path}`);
}
