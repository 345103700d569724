import { useState } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { selectAnnouncement } from '../features/ui/uiSlice';
import { useAppSelector } from '../store/hooks';
import { usePageChangeAnnouncement, type Announcement } from './usePageChangeAnnouncement';

const message = (kind: string, news: Announcement) => ({ key: `${kind}-${news.id}`, text: news.text });

/**
 * The shop's news (uiSlice announcements: cart changes, and what every toast says,
 * since toasts themselves are silent: src/app/ToastContent.tsx) and moves to
 * another page, read out in Portuguese by screen readers without moving focus.
 * One polite region with the latest news; a move that follows the shop's news
 * straight away (a login, a logout) keeps that news beside the new page's title,
 * so neither is cut off. Each message is a node of its own, so one repeated is heard again.
 */
export function LiveAnnouncer() {
  const shopNews = useAppSelector(selectAnnouncement);
  const pageNews = usePageChangeAnnouncement();
  const [seen, setSeen] = useState({ shopNews, pageNews });
  const [messages, setMessages] = useState(shopNews ? [message('shop', shopNews)] : []);
  // Whichever changed since the last render is the newest (React's "adjust state while rendering").
  if (shopNews !== seen.shopNews || pageNews !== seen.pageNews) {
    setSeen({ shopNews, pageNews });
    const freshShop = shopNews && shopNews !== seen.shopNews ? message('shop', shopNews) : null;
    if (pageNews && pageNews !== seen.pageNews) {
      const last = messages.at(-1);
      const before = freshShop ?? (last?.key.startsWith('shop') ? last : null);
      setMessages([...(before ? [before] : []), message('page', pageNews)]);
    } else if (freshShop) setMessages([freshShop]);
  }
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {messages.map(({ key, text }) => (
        <span key={key}>{text} </span>
      ))}
    </VisuallyHidden>
  );
}
