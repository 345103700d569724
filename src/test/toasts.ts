import { screen } from '@testing-library/react';

/**
 * A toast on screen, by its words: the toast itself, not the announcer, which
 * says the same news to screen readers (src/app/LiveAnnouncer.tsx).
 */
export const findToast = (text: string) => screen.findByText(text, { selector: '#notistack-snackbar' });
