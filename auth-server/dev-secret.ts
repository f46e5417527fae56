/** The local auth server's HS256 secret, public on purpose: it signs only the development API keys. */
export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
