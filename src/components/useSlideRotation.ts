import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Which slide a banner shows: the next one every `intervalMs`, cyclically
 *, but never while held (pointer over it, focus inside it), while
 * the shopper has stopped it with the pause button (WCAG 2.2.2), or for
 * shoppers who ask for reduced motion.
 */
export function useSlideRotation(count: number, intervalMs: number) {
  const [index, show] = useState(0);
  const [held, hold] = useState(false);
  const [stopped, stop] = useState(false);
  useEffect(() => {
    if (held || stopped || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => show((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [held, stopped, count, intervalMs]);
  // The shopper's own choice wins over a hold: 'Retomar' resumes though focus (a tap) is on it.
  const toggleStopped = () => {
    stop(!stopped);
    hold(false);
  };
  return { index, show, hold, stopped, toggleStopped };
}
