import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (an ISO time), ticking every second; 0 once it has passed. */
export function useCountdown(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** 1799 → '29:59' */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
