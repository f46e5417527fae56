// The fields every request form carries besides its own, in a module of their own: the browser's first script
// sets the token of the page's native booking dialog without loading the request rules.

/** The honeypot: hidden from people, filled in by form-filling robots. A filled one is refused. */
export const HONEYPOT_FIELD = 'website';
/** The form's one-time token: the same submission sent twice is stored once. */
export const TOKEN_FIELD = 'token';
