// The command-line start of a local stand-in of an outside service (phone-server/, gateway-server/): listen on the
// port its variable names (or the default), say where it is, and stop cleanly on Ctrl-C or SIGTERM.

interface StandIn {
  url: string;
  close(): Promise<void>;
}

export async function runStandIn(options: {
  /** The log prefix, e.g. "phone". */
  tag: string;
  /** The environment variable that moves its port, e.g. PHONE_PORT. */
  portVariable: string;
  defaultPort: number;
  /** What it is, in the "is it already running?" hint, e.g. "the phone stand-in". */
  name: string;
  /** The banner's first line and the label of its address. */
  banner: string;
  label: string;
  start: (port: number) => Promise<StandIn>;
}): Promise<void> {
  const port = Number(process.env[options.portVariable] ?? options.defaultPort);
  let server: StandIn;
  try {
    server = await options.start(port);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    console.error(
      e.code === 'EADDRINUSE'
        ? `[${options.tag}] port ${port} is in use. Is ${options.name} already running? Set ${options.portVariable} to use another.`
        : `[${options.tag}] could not start: ${e.message}`,
    );
    process.exit(1);
  }
  console.log(`\n${options.banner}\n  ${options.label}  ${server.url}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
