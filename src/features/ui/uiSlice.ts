import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasNews, type ToastVariant } from '../../store/news';
import { changeNotSaved, itemAddFailed, itemAddNotSaved, lineRefused } from '../cart';
import { loggedIn, loggedOut } from '../session';

declare module '../../store/types' {
  interface RootState {
    ui: UiState;
  }
}

export type { ToastVariant } from '../../store/news';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** A deleted cart line the toast's 'Desfazer' button puts back. */
  undo?: { sku: string; label: string };
}

export interface UiState {
  menuOpen: boolean;
  /** Toasts waiting to be shown; the toast host takes them out once shown. */
  toasts: Toast[];
  nextToastId: number;
  /** The "cart may not be saved" notice is shown once per visit. */
  storageWarned: boolean;
  /** Read out by a polite live region; the id makes a repeated text count as new. */
  announcement: { id: number; text: string } | null;
}

const initialState: UiState = {
  menuOpen: false,
  toasts: [],
  nextToastId: 1,
  storageWarned: false,
  announcement: null,
};

function announce(state: UiState, text: string) {
  state.announcement = { id: (state.announcement?.id ?? 0) + 1, text };
}

/**
 * A toast, and the one announcement of the same news: toasts are silent to screen
 * readers (src/app/Toaster.tsx), so each event is read out once, by the announcer,
 * in the toast's words or in fuller ones (`say`).
 */
function notify(
  state: UiState,
  message: string,
  variant: ToastVariant,
  { say = message, undo }: { say?: string; undo?: Toast['undo'] } = {},
) {
  state.toasts.push({ id: state.nextToastId, message, variant, ...(undo && { undo }) });
  state.nextToastId += 1;
  announce(state, say);
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    menuToggled: (state) => {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed: (state) => {
      state.menuOpen = false;
    },
    /** The browser refused to store the session or cart (private mode, quota). */
    storageFailed: (state) => {
      if (state.storageWarned) return;
      state.storageWarned = true;
      notify(
        state,
        'Não conseguimos salvar sua sacola neste navegador: ela fica guardada só enquanto esta página estiver aberta.',
        'info',
      );
    },
    toastShown: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.toasts = state.toasts.filter((t) => t.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    // The sign-in and sign-out toasts and the bag's failure messages, answered here so that the
    // events themselves stay about what happened, not about what to display. The one exception is
    // a sign-out made by a page of its own ('Sair de todos os aparelhos', 'Excluir minha conta'):
    // it carries its words (SignOut's `farewell`), so they come with that page, not in the first download.
    builder
      .addCase(loggedIn, (state, { payload: { welcome } }) =>
        notify(state, welcome ?? 'Login efetuado com sucesso!', 'success'),
      )
      .addCase(loggedOut, (state, { payload }) => {
        notify(state, payload?.farewell ?? 'Logout efetuado com sucesso!', 'success');
        state.menuOpen = false;
      })
      // An addition is confirmed once the backend has saved it, never before.
      // The bag's failures come with their words (cartWords.ts, in the files that find them out).
      .addCase(itemAddFailed, (state, { payload }) => notify(state, payload.message, 'error'))
      .addCase(itemAddNotSaved, (state, { payload }) => notify(state, payload.message, 'error', { say: payload.say }))
      // The server refused a line (sold out since it was added, or no longer sold).
      .addCase(lineRefused, (state, { payload }) => notify(state, payload.message, 'info'))
      .addCase(changeNotSaved, (state, { payload }) => notify(state, payload.message, 'info'))
      // Events that bring their own news (store/news.ts): those of code outside the first download
      // (the order page, the favourites, the bag's page and its saving), whose words come with it;
      // the favourites' refusals among them, in the rule's or the server's words.
      .addMatcher(hasNews, (state, { meta: { toast, say } }) => {
        if (toast) notify(state, toast.message, toast.variant, { say, undo: toast.undo });
        else announce(state, say!);
      });
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectPendingToasts: (state) => state.toasts,
    selectAnnouncement: (state) => state.announcement,
  },
});

export const { menuToggled, menuClosed, storageFailed, toastShown } = uiSlice.actions;
export const { selectMenuOpen, selectPendingToasts, selectAnnouncement } = uiSlice.selectors;
