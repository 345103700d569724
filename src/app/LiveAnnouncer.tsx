import { VisuallyHidden } from '../components/VisuallyHidden';
import { selectAnnouncement } from '../features/ui/uiSlice';
import { useAppSelector } from './hooks';

/** Cart changes read out in Portuguese by screen readers, without moving focus. */
export function LiveAnnouncer() {
  const announcement = useAppSelector(selectAnnouncement);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      <span key={announcement?.id}>{announcement?.text}</span>
    </VisuallyHidden>
  );
}
