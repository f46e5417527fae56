// How the 404 page names the path asked for, so the browser can record it in its console (SPEC.md, 404 page): an
// attribute the server writes and the entry script reads (the CSP allows no inline script).
export const NOT_FOUND_PATH_ATTRIBUTE = 'data-not-found-path';
