// Giving the main thread back between pieces of work, so that none of them, with what came before, makes a long task.

/** Resolves in a task of its own, after the browser has had the chance to paint and to answer input. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
