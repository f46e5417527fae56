// A proxy in front of the local auth server for `npm run reliability`: it passes requests through, holds them for a
// while (a slow auth server), or drops every connection (an auth server that is down).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultMode = { kind: 'pass' } | { kind: 'slow'; delayMs: number } | { kind: 'down' };

export interface FaultProxy {
  url: string;
  set(mode: FaultMode): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = { kind: 'pass' };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((incoming, outgoing) => {
    if (mode.kind === 'down') {
      incoming.socket.destroy();
      return;
    }
    const forward = () => {
      if (outgoing.destroyed) return;
      const proxied = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => incoming.socket.destroy());
      incoming.pipe(proxied);
    };
    if (mode.kind === 'slow') setTimeout(forward, mode.delayMs).unref();
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
