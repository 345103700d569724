/** After a pause, a toast stays at least this long, so it does not vanish the moment focus leaves. */
export const MIN_AFTER_PAUSE_MS = 2000;

export interface PausableTimer {
  /** Stops the clock while any reason holds it (the pointer over the toast, focus inside it). */
  hold(reason: string): void;
  release(reason: string): void;
  cancel(): void;
}

/** Calls `onDone` after `ms`, not counting the time it is held. */
export function pausableTimer(ms: number, onDone: () => void): PausableTimer {
  const holds = new Set<string>();
  let remaining = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  const run = () => {
    startedAt = Date.now();
    timer = setTimeout(() => {
      finished = true;
      onDone();
    }, remaining);
  };
  run();

  return {
    hold(reason) {
      if (finished) return;
      if (holds.size === 0 && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        remaining -= Date.now() - startedAt;
      }
      holds.add(reason);
    },
    release(reason) {
      if (finished || !holds.delete(reason) || holds.size > 0) return;
      remaining = Math.max(remaining, MIN_AFTER_PAUSE_MS);
      run();
    },
    cancel() {
      finished = true;
      clearTimeout(timer);
    },
  };
}
