import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { itemAddFailed, itemAdded } from '../cart/cartSlice';
import type { SortOrder } from '../catalog/sorting';
import { loggedIn, loggedOut } from '../session/sessionSlice';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface UiState {
  searchText: string;
  sort: SortOrder;
  menuOpen: boolean;
  /** Toasts waiting to be shown; the toast host takes them out once shown. */
  toasts: Toast[];
  nextToastId: number;
  /** The "cart may not be saved" notice is shown once per visit. */
  storageWarned: boolean;
}

const initialState: UiState = {
  searchText: '',
  sort: 'catalogue',
  menuOpen: false,
  toasts: [],
  nextToastId: 1,
  storageWarned: false,
};

/** Search text is capped so a pasted novel cannot slow every keystroke. */
export const MAX_SEARCH_LENGTH = 100;

function pushToast(state: UiState, message: string, variant: ToastVariant) {
  state.toasts.push({ id: state.nextToastId, message, variant });
  state.nextToastId += 1;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.searchText = payload.slice(0, MAX_SEARCH_LENGTH);
    },
    searchCleared: (state) => {
      state.searchText = '';
    },
    sortChosen: (state, { payload }: PayloadAction<SortOrder>) => {
      state.sort = payload;
    },
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
      pushToast(
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
    // Spec §4 success toasts and §8 failure message, answered here so that the
    // events themselves stay about what happened, not about what to display.
    builder
      .addCase(loggedIn, (state) => pushToast(state, 'Login efetuado com sucesso!', 'success'))
      .addCase(loggedOut, (state) => {
        pushToast(state, 'Logout efetuado com sucesso!', 'success');
        state.menuOpen = false;
      })
      .addCase(itemAdded, (state) => pushToast(state, 'Produto adicionado ao carrinho!', 'success'))
      .addCase(itemAddFailed, (state) =>
        pushToast(state, 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.', 'error'),
      );
  },
  selectors: {
    selectSearchText: (state) => state.searchText,
    selectSort: (state) => state.sort,
    selectMenuOpen: (state) => state.menuOpen,
    selectPendingToasts: (state) => state.toasts,
  },
});

export const { searchChanged, searchCleared, sortChosen, menuToggled, menuClosed, storageFailed, toastShown } =
  uiSlice.actions;
export const { selectSearchText, selectSort, selectMenuOpen, selectPendingToasts } = uiSlice.selectors;
