// The security headers of docs/architecture.md, for every response: pages and errors through the Worker middleware,
// static assets through the `_headers` file that the client build writes from this same module.

export interface CspOptions {
  /** Extra origins forms may post or redirect to (the auth server, for the sign-in flows). */
  formActionOrigins?: string[];
  /** The consultation room's pages: the page itself may use the camera and microphone (never a frame). */
  cameraAndMicrophone?: boolean;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions dialogs and sonner injects its stylesheet at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': options.cameraAndMicrophone
      ? 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()'
      : 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed our pages, scripts or styles as its own resources.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Cloudflare `_headers` file: security headers on every asset, immutable caching for hashed files. */
export function assetHeadersFile(): string {
  const lines = ['/*', ...Object.entries(securityHeaders()).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push('', '/assets/*', `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a plain-http request should go instead: the same URL on https, for every host but this machine's (local
 * development has no certificate). Done by the Worker itself, so it holds whatever the dashboard says.
 */
export function httpsRedirectTarget(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (url.protocol !== 'http:' || LOCAL_HOSTS.has(url.hostname)) return null;
  url.protocol = 'https:';
  url.port = '';
  return url.toString();
}
