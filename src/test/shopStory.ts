import { isAsyncThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { devToolsTimeline } from './devToolsTimeline';

/**
 * The shop's own events in what the Redux DevTools listed (devToolsTimeline.ts), by type. RTK
 * Query's requests (its thunks' pending, fulfilled and rejected) are left out: they are how the
 * shop talks to the backend, not its story, and a new call must not change the story's tests.
 */
export const shopEvents = (actions: readonly UnknownAction[]): string[] =>
  actions.filter((action) => !isAsyncThunkAction(action)).map((action) => action.type);

/** The shop's events since the last call (the timeline is emptied). */
export const nextEvents = (): string[] => shopEvents(devToolsTimeline.splice(0));

/**
 * The story since the last call, the toast's showing apart: the toast stack's file is fetched
 * with the first toast, so its `ui/toastShown` lands among the other events wherever that file
 * arrives. Waits for it, and checks it came once.
 */
export async function storyWithToast(): Promise<string[]> {
  await waitFor(() => expect(shopEvents(devToolsTimeline)).toContain('ui/toastShown'));
  const events = nextEvents();
  expect(events.filter((type) => type === 'ui/toastShown')).toHaveLength(1);
  return events.filter((type) => type !== 'ui/toastShown');
}
