/** Runs `task` when the browser has nothing better to do (soon, where it cannot tell). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 50);
}
