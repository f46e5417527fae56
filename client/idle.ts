/** Runs `task` when the browser is idle (or after a short delay where requestIdleCallback is missing). */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  const idle = (window as Partial<Window>).requestIdleCallback;
  if (idle) {
    const id = idle(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 1500));
  return () => window.clearTimeout(id);
}
