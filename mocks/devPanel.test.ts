import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDevPanel } from './devPanel';
import { consoleHandle, SWITCHES_KEY } from './switches';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const stored = () => JSON.parse(sessionStorage.getItem(SWITCHES_KEY) ?? 'null') as unknown;

it('sets the filled-in switches for this tab', async () => {
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  await userEvent.type(screen.getByLabelText('MOCK_LATENCY_MS'), 'catalogue=500');
  await userEvent.type(screen.getByLabelText('MOCK_FAIL'), 'cartSave,catalogue:offline');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(stored()).toEqual({ latency: 'catalogue=500', fail: 'cartSave,catalogue:offline' });
  expect(screen.getByText(/Saved for this tab/)).toBeInTheDocument();
});

it('refuses a bad value with the valid names and changes nothing', async () => {
  consoleHandle.fail('login');
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  expect(screen.getByLabelText('MOCK_FAIL')).toHaveValue('login');
  await userEvent.type(screen.getByLabelText('MOCK_LATENCY_MS'), 'catalog=5');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText(/Valid call names: session, catalogue, product, cart, login, cartSave/)).toBeInTheDocument();
  expect(stored()).toEqual({ fail: 'login' });
});

it('resets to what npm start was given', async () => {
  consoleHandle.fail('login');
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(stored()).toBeNull();
  expect(screen.getByLabelText('MOCK_FAIL')).toHaveValue('');
});
