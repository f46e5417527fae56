// A fresh one-time token for a request form (128 random bits). getRandomValues, unlike randomUUID, also works on
// plain-http pages (a phone opening the site by its LAN address during development).
/** Web Crypto, which browsers and Workers both have (shared/ compiles without either's library). */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

export function newFormToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
