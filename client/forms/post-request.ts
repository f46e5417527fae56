// Sends a request form in the background (Accept: application/json) and reads the endpoint's answer; used by the
// islands' forms and by the page's native dialogs, so both speak the one protocol (shared/requests/protocol.ts).
import { REQUEST_JSON, type RequestReply } from '../../shared/requests/protocol';

/** The endpoint's reply, or null when it could not be reached (no connection, the request dropped). */
export async function postRequest(action: string, body: FormData): Promise<RequestReply | null> {
  try {
    const response = await fetch(action, { method: 'POST', body, headers: { Accept: REQUEST_JSON } });
    if (response.headers.get('Content-Type')?.includes(REQUEST_JSON)) return (await response.json()) as RequestReply;
    // A refusal before the request reached the form's handler (size limit, another origin): its own words.
    return { ok: false, message: (await response.text()).slice(0, 300) };
  } catch {
    return null;
  }
}
