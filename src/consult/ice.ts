// The ICE servers a room page's browser uses: with a Cloudflare Realtime TURN key (TURN_KEY_ID, TURN_KEY_API_TOKEN,
// both secrets) short-lived credentials minted per request from Cloudflare's API, which answers
// `POST https://rtc.live.cloudflare.com/v1/turn/keys/<id>/credentials/generate-ice-servers` with `{ iceServers }`;
// without a key (a local run on one machine, where host candidates connect) none. The URLs on port 53 are left out:
// browsers refuse or time out on them.
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface TurnSecrets {
  TURN_KEY_ID?: string;
  TURN_KEY_API_TOKEN?: string;
  /** "off": no relay even with a key (the launch check's explicit choice). */
  ROOM_TURN?: string;
}

/** How long a minted credential lasts: the room's longest stay (a consultation and its margins) and a little more. */
export const TURN_TTL_SECONDS = 3 * 60 * 60;

const TURN_API = 'https://rtc.live.cloudflare.com/v1/turn/keys';

const withoutPort53 = (urls: string | string[]) =>
  (Array.isArray(urls) ? urls : [urls]).filter((url) => !/:53(\?|$)/.test(url));

export async function iceServers(
  env: TurnSecrets,
  send: typeof fetch = fetch,
): Promise<{ ok: true; iceServers: IceServer[]; relay: boolean } | { ok: false; status: number }> {
  if (env.ROOM_TURN === 'off' || !env.TURN_KEY_ID || !env.TURN_KEY_API_TOKEN)
    return { ok: true, iceServers: [], relay: false };
  let answer: Response;
  try {
    answer = await send(`${TURN_API}/${encodeURIComponent(env.TURN_KEY_ID)}/credentials/generate-ice-servers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.TURN_KEY_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ttl: TURN_TTL_SECONDS }),
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    return { ok: false, status: 502 };
  }
  if (!answer.ok) return { ok: false, status: 502 };
  const body = (await answer.json().catch(() => null)) as { iceServers?: IceServer | IceServer[] } | null;
  const list = body?.iceServers ? (Array.isArray(body.iceServers) ? body.iceServers : [body.iceServers]) : [];
  const servers = list
    .map((server) => ({ ...server, urls: withoutPort53(server.urls) }))
    .filter((server) => server.urls.length > 0);
  return { ok: true, iceServers: servers, relay: true };
}
