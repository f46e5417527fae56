// Sessions on a locally served site, for the benchmark commands: accounts are made through the local auth server's
// admin API (with its service-role key), and signed in through the site's own sign-in form, as a person would.

export interface LocalAuth {
  apiUrl: string;
  serviceRoleKey: string;
}

/** A call to the auth server's admin API (`/auth/v1/admin<pathname>`); its JSON answer, or an error naming the status. */
export function authAdminApi(auth: LocalAuth) {
  return async (pathname: string, method: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${auth.apiUrl}/auth/v1/admin${pathname}`, {
      method,
      headers: {
        apikey: auth.serviceRoleKey,
        Authorization: `Bearer ${auth.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** The cookies an answer sets, as a Cookie header (the ones it clears left out). */
export function sessionCookies(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs in through the site's form (`role` is the form's account type) and returns the session's Cookie header. */
export async function signInCookies(site: string, email: string, password: string, role = 'patient'): Promise<string> {
  const response = await fetch(`${site}/auth/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, role }).toString(),
  });
  if (response.status !== 303) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return sessionCookies(response);
}
