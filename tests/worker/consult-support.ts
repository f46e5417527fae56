// What the consultation room writes when a consultation is held (issue 42): minutes in a mode and the identity the
// doctor confirmed. The records' tests start from a consultation held as it was booked (video minutes for a video
// booking, audio for audio, none for chat), with the identity confirmed, unless a test says otherwise.
import { env } from 'cloudflare:test';

export async function heldAsBooked(
  reference: string,
  options: { mode?: 'video' | 'audio' | 'chat'; identity?: boolean } = {},
): Promise<void> {
  const identity = options.identity ?? true;
  await env.DB.prepare(
    `INSERT INTO consult_holds (appointment_id, video_ms, audio_ms, chat_count, identity_name, identity_age,
       identity_at, updated_at)
     SELECT id, CASE WHEN coalesce(?2, mode) = 'video' THEN 300000 ELSE 0 END,
       CASE WHEN coalesce(?2, mode) = 'audio' THEN 300000 ELSE 0 END, 1,
       CASE WHEN ?3 THEN patient_name END, CASE WHEN ?3 THEN 40 END, CASE WHEN ?3 THEN starts_at END, starts_at
     FROM appointments WHERE reference = ?1`,
  )
    .bind(reference, options.mode ?? null, identity ? 1 : 0)
    .run();
}
