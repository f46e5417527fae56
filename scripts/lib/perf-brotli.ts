// Brotli sizes for the perf command. The local server compresses nothing (or only gzip), so every response body is
// compressed here at quality 11, the way a CDN would serve it. Bodies repeat across routes (shared chunks), so
// sizes are memoised by content hash.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

const sizes = new Map<string, number>();

/** The length of `body` after brotli at quality 11 (text mode). */
export function brotliSize(body: Uint8Array): number {
  if (body.byteLength === 0) return 0;
  const key = createHash('sha256').update(body).digest('hex');
  const known = sizes.get(key);
  if (known !== undefined) return known;
  const size = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  }).byteLength;
  sizes.set(key, size);
  return size;
}
