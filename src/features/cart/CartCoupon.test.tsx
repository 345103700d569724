import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCents } from '../../lib/money';
import { belowMinimumText, COUPON_MESSAGES, couponRemovedText, DEMO_COUPONS } from '../../rules/coupons';
import { CASACO, cartItem, REGATA, VESTIDO } from '../../test/products';
import { exactly } from '../../test/figures';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { selectAppliedCoupon } from './storedCoupon';

const summary = () => screen.getByRole('region', { name: 'Resumo do Pedido' });
const field = () => within(summary()).getByRole('textbox', { name: 'Cupom de desconto' });
const money = (cents: number) => formatCents(cents).replace('$', '\\$').replace(/\s/g, '\\s');

async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await screen.findByRole('list', { name: 'Itens da sacola' });
  await user.type(field(), code);
  await user.click(within(summary()).getByRole('button', { name: 'Aplicar' }));
}

describe("the cart's 'Cupom de desconto'", () => {
  it('applies a code typed in lower case: its own line, the total and PIX after it; Remover takes it off', async () => {
    const user = userEvent.setup();
    const store = shopperWith(cartItem(VESTIDO, 'M'));
    renderApp('/cart', { store });
    await applyCode(user, ' bemvinda10 ');

    const off = Math.round(VESTIDO.actualPriceCents / 10);
    const remove = await within(summary()).findByRole('button', { name: 'Remover' });
    expect(remove).toHaveFocus();
    expect(within(summary()).getByText(new RegExp(`^Cupom BEMVINDA10 −${money(off)}$`))).toBeInTheDocument();
    expect(
      within(summary()).getByText(new RegExp(`^Valor total: ${money(VESTIDO.actualPriceCents - off)}$`)),
    ).toBeInTheDocument();
    expect(selectAppliedCoupon(store.getState())?.coupon.code).toBe('BEMVINDA10');

    await user.click(remove);
    expect(field()).toHaveFocus();
    expect(within(summary()).queryByText(/^Cupom BEMVINDA10/)).not.toBeInTheDocument();
    expect(
      within(summary()).getByText(new RegExp(`^Valor total: ${money(VESTIDO.actualPriceCents)}$`)),
    ).toBeInTheDocument();
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });

  it.each([
    ['NAOEXISTE', COUPON_MESSAGES.invalid],
    ['RELAMPAGO20', COUPON_MESSAGES.usedUp],
    [
      'VALE30',
      belowMinimumText(DEMO_COUPONS.find((c) => c.code === 'VALE30')!.minimumCents! - REGATA.actualPriceCents),
    ],
  ])('shows why %s is refused under the field, describing it', async (code, message) => {
    const user = userEvent.setup();
    renderApp('/cart', { store: shopperWith(cartItem(REGATA, 'M')) });
    await applyCode(user, code);
    expect(await within(summary()).findByText(exactly(message))).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(exactly(message));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a code that stops applying when a line is removed, and says why', async () => {
    const user = userEvent.setup();
    const store = shopperWith(cartItem(CASACO, 'P'), cartItem(REGATA, 'M'));
    renderApp('/cart', { store });
    await applyCode(user, 'VALE30');
    await within(summary()).findByRole('button', { name: 'Remover' });

    await user.click(screen.getByRole('button', { name: 'Remover CASACO DE LÃ - CAMEL, tamanho P' }));
    const minimum = DEMO_COUPONS.find((c) => c.code === 'VALE30')!.minimumCents!;
    const refusal = { reason: 'belowMinimum' as const, message: belowMinimumText(minimum - REGATA.actualPriceCents) };
    // Shown in a toast and read out once.
    expect(await screen.findAllByText(exactly(couponRemovedText('VALE30', refusal)))).not.toHaveLength(0);
    expect(selectAppliedCoupon(store.getState())).toBeNull();
    expect(
      within(summary()).getByText(new RegExp(`^Valor total: ${money(REGATA.actualPriceCents)}$`)),
    ).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
  });
});
