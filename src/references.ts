// References people quote on the phone: a prefix and six letters or digits from Crockford's alphabet (no I, L, O or
// U, so none is misheard or misread), drawn at random; the store's unique index catches the rare repeat.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'CL-7K3F9Q' for a request, 'AP-...' for an appointment, 'RC-...' for a receipt; 'RX-' and eight for a prescription,
 * which strangers check at /rx/<number> (longer, so numbers are not guessed).
 */
export function newReference(prefix: 'CL' | 'AP' | 'RC' | 'RX'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(prefix === 'RX' ? 8 : 6));
  return `${prefix}-${Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('')}`;
}
