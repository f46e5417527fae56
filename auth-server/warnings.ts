/**
 * node:sqlite prints one ExperimentalWarning when loaded. Drop exactly that warning and hand every
 * other warning to the listeners Node had installed.
 */
let installed = false;

export function silenceSqliteWarning(): void {
  if (installed) return;
  installed = true;
  const previous = process.listeners('warning');
  for (const listener of previous) process.off('warning', listener);
  process.on('warning', (warning: Error) => {
    if (warning.name === 'ExperimentalWarning' && /SQLite/i.test(warning.message)) return;
    for (const listener of previous) listener(warning);
  });
}
