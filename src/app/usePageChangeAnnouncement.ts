import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface Announcement {
  id: number;
  text: string;
}

/**
 * A move to another page is silent for a screen reader in a single-page app:
 * this gives the new page's title (see usePageTitle) to read out, once the
 * page has set it, which for a product is after it has loaded. Titles set
 * before the first move (the page the visit opened on) are not read out: the
 * screen reader announces the page it opens by itself.
 */
export function usePageChangeAnnouncement(): Announcement | null {
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  const moved = useRef(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  // The announcer is drawn after the page, so this runs after the page's own
  // effects; the observer's callback comes later still, with the title in place.
  useEffect(() => {
    if (pathname !== openedOn.current) moved.current = true;
  }, [pathname]);

  useEffect(() => {
    let title = document.title;
    const observer = new MutationObserver(() => {
      // Only a new title is news: the head changes too when styles are added (the toasts' own).
      if (document.title === title) return;
      title = document.title;
      if (moved.current) setAnnouncement((a) => ({ id: (a?.id ?? 0) + 1, text: title }));
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return announcement;
}
