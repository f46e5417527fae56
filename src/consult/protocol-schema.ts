// The room's check of every message a browser sends (shared/consult/protocol.ts): anything else is refused and
// never passed on to the other person.
import * as z from 'zod/mini';
import { CHAT_MAX, type ClientMessage } from '../../shared/consult/protocol';

const description = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.optional(z.string().check(z.maxLength(100_000))),
});

const candidate = z.nullable(
  z.object({
    candidate: z.string().check(z.maxLength(2_000)),
    sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    sdpMLineIndex: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(64)))),
  }),
);

const clientMessage = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('signal'),
    data: z.object({
      session: z.optional(z.string().check(z.maxLength(64))),
      description: z.optional(description),
      candidate: z.optional(candidate),
    }),
  }),
  z.object({ t: z.literal('media'), mode: z.enum(['video', 'audio', 'chat']) }),
  z.object({ t: z.literal('chat'), body: z.string() }),
  z.object({ t: z.literal('ping') }),
]);

/** The message, or why it is refused. */
export function readClientMessage(
  raw: string | ArrayBuffer,
): { ok: true; message: ClientMessage } | { ok: false; reason: 'bad-message' | 'too-long' } {
  if (typeof raw !== 'string' || raw.length > 120_000) return { ok: false, reason: 'bad-message' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'bad-message' };
  }
  const result = z.safeParse(clientMessage, parsed);
  if (!result.success) return { ok: false, reason: 'bad-message' };
  const message = result.data as ClientMessage;
  if (message.t === 'chat') {
    const body = message.body.trim();
    if (body === '') return { ok: false, reason: 'bad-message' };
    if (body.length > CHAT_MAX) return { ok: false, reason: 'too-long' };
    return { ok: true, message: { t: 'chat', body } };
  }
  return { ok: true, message };
}
