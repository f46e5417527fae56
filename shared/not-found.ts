// How the 404 page names the path asked for, so the browser can log it in its console (docs/product/public-site.md): an
// attribute the server writes and the entry script reads (the CSP allows no inline script).
export const NOT_FOUND_PATH_ATTRIBUTE = 'data-not-found-path';
