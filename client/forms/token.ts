// A fresh one-time token for a request form (128 random bits). getRandomValues, unlike randomUUID, also works on
// plain-http pages (a phone opening the site by its LAN address during development).
export function newFormToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
