import { useState } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { selectAnnouncement } from '../features/ui/uiSlice';
import { useAppSelector } from '../store/hooks';
import { usePageChangeAnnouncement } from './usePageChangeAnnouncement';

/**
 * The shop's news (uiSlice announcements: cart changes, and what every toast says,
 * since toasts themselves are silent: src/app/ToastContent.tsx) and moves to
 * another page, read out in Portuguese by screen readers without moving focus.
 * One polite region: the latest of the two.
 */
export function LiveAnnouncer() {
  const cartNews = useAppSelector(selectAnnouncement);
  const pageNews = usePageChangeAnnouncement();
  const [seen, setSeen] = useState({ cartNews, pageNews });
  const [latest, setLatest] = useState(cartNews && { key: `cart-${cartNews.id}`, text: cartNews.text });
  // Whichever changed since the last render is the newest (React's "adjust state while rendering").
  if (cartNews !== seen.cartNews || pageNews !== seen.pageNews) {
    setSeen({ cartNews, pageNews });
    if (pageNews && pageNews !== seen.pageNews) setLatest({ key: `page-${pageNews.id}`, text: pageNews.text });
    else if (cartNews) setLatest({ key: `cart-${cartNews.id}`, text: cartNews.text });
  }
  return (
    <VisuallyHidden role="status" aria-live="polite">
      <span key={latest?.key}>{latest?.text}</span>
    </VisuallyHidden>
  );
}
