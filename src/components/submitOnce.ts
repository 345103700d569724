import type { FormEvent } from 'react';

/**
 * A form's submit handler that does nothing while the last submission is on its way. The
 * submit button is aria-disabled, not disabled, so it keeps its focus and a press still
 * arrives here: it is let go, not sent twice.
 */
export const submitOnce =
  (busy: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    void submit(event);
  };
