// `next` parameters: only same-origin relative paths, so a link can never send someone to another site after sign-in.
// The value is normalised first (dot segments, encoded dots, stripped tabs and newlines) and checked after, because
// "/.//evil.example" only becomes the protocol-relative "//evil.example" once "/./" is resolved.

const BASE = 'https://site.invalid';

/** Starts like a protocol-relative URL or a backslash path, which browsers treat as another host. */
const leavesSite = (path: string) => /^\/[\\/]/.test(path) || /^\/\s*[\\/]/.test(path);

export function safeNext(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return fallback;
  // Control characters (tabs and newlines are silently dropped by URL parsers) and backslashes anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this check
  if (/[\u0000-\u001f\u007f\\]/.test(value) || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (!path.startsWith('/') || leavesSite(path) || leavesSite(decoded)) return fallback;
  return path;
}
