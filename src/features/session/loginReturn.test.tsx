import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLoginReturn } from './loginReturn';

function Target() {
  return <p>{JSON.stringify(useLoginReturn())}</p>;
}

it.each([
  ['the page that sent the shopper', { from: '/cart' }, { to: '/cart' }],
  ['home without a sender', null, { to: '/' }],
  ['home for a path outside the shop', { from: '//evil.example/x' }, { to: '/' }],
  [
    'the size and the reason',
    { from: '/product/X', size: 'M', reason: 'add-to-bag' },
    { to: '/product/X', state: { size: 'M' }, reason: 'add-to-bag' },
  ],
  ['a session the backend refused', { from: '/pedidos', reason: 'expired' }, { to: '/pedidos', reason: 'expired' }],
  [
    'the page with its own state',
    { from: '/checkout/revisao', pageState: { checkoutDepth: 2 } },
    { to: '/checkout/revisao', state: { checkoutDepth: 2 } },
  ],
  ['nothing odd from junk state', { from: 5, size: 7, reason: 'x' }, { to: '/' }],
])('returns to %s', (_label, state, expected) => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Target />
    </MemoryRouter>,
  );
  expect(JSON.parse(screen.getByRole('paragraph').textContent ?? '')).toEqual(expected);
});
