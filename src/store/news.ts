import type { UnknownAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'error' | 'info';

/** What an event tells the shopper: a toast, and the words read out (the toast's unless `say` is given). */
export interface News {
  toast?: { message: string; variant: ToastVariant; undo?: { sku: string; label: string } };
  say?: string;
}

/**
 * An event with its news (`meta`, which the ui slice shows and reads out): code outside the first
 * download gives its events their words this way, so the words come with that code.
 */
export const withNews = <A extends UnknownAction>(action: A, news: News): A & { meta: News } => ({
  ...action,
  meta: news,
});

/** Whether an event brings news (withNews, or `meta.say` given by an action creator). */
export const hasNews = (action: UnknownAction): action is UnknownAction & { meta: News } => {
  const news = (action as { meta?: News }).meta;
  return typeof news?.say === 'string' || typeof news?.toast?.message === 'string';
};
