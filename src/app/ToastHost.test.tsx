import { act, screen } from '@testing-library/react';
import { storageFailed } from '../features/ui/uiSlice';
import { renderApp } from '../test/renderApp';

// Which of the toast stack's files (Toaster.tsx, with notistack) has been evaluated.
const evaluated: string[] = [];
jest.mock('./Toaster', () => {
  evaluated.push('toaster');
  return jest.requireActual<typeof import('./Toaster')>('./Toaster');
});

it('fetches the toast stack with the first toast, not with the page', async () => {
  const { store } = renderApp('/');
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(evaluated).toEqual([]);

  act(() => void store.dispatch(storageFailed()));
  expect(await screen.findByText(/Não conseguimos salvar sua sacola neste navegador/)).toBeInTheDocument();
  expect(evaluated).toEqual(['toaster']);
});
