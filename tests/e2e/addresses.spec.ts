import { expect, login, tabTo, test, WIDTHS } from './fixtures';
import { audit, continueTo, field, KNOWN_CEP, startCheckout } from './checkout-helpers';

// 'Meus endereços', at 360 and 1280 px: an address added in 'Minha conta' by keyboard
// (the CEP lookup fills it in) is offered at the checkout's 'Entrega'; a new one typed there with
// 'Salvar este endereço em Minha conta' checked is in 'Minha conta' afterwards. Axe on both pages.

const BEACH = { typed: '22070011', street: 'Avenida Atlântica', number: '200' };

for (const width of WIDTHS) {
  test(`'Meus endereços' at ${width} px: saved in 'Minha conta', offered at Entrega, saved from Entrega`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await login(page);
    await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeFocused();
    const book = page.getByRole('region', { name: 'Meus endereços' });
    await expect(book.getByText('Nenhum endereço salvo.')).toBeVisible();

    // Added by keyboard alone: the CEP fills the street, focus moves on to 'Número'.
    await tabTo(page, book.getByRole('button', { name: 'Adicionar endereço' }));
    await page.keyboard.press('Enter');
    const form = book.getByRole('form', { name: 'Novo endereço' });
    await expect(field(page, 'Nome do destinatário')).toBeFocused();
    await page.keyboard.type('Maria Souza');
    await page.keyboard.press('Tab');
    await expect(field(page, 'CEP')).toBeFocused();
    await page.keyboard.type(KNOWN_CEP.typed);
    await expect(field(page, 'Rua')).toHaveValue(KNOWN_CEP.street);
    await expect(field(page, 'Número')).toBeFocused();
    await page.keyboard.type('1000');
    await audit(page, 'Minha conta, novo endereço');
    await tabTo(page, form.getByRole('button', { name: 'Salvar endereço' }));
    await page.keyboard.press('Enter');
    await expect(book.getByRole('status')).toHaveText('Endereço adicionado.');
    const saved = book.getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Avenida Paulista, 1000');
    await expect(saved).toContainText('Padrão');
    await expect(saved.locator('[tabindex="-1"]')).toBeFocused();
    await audit(page, 'Minha conta, Meus endereços');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Offered at 'Entrega', the default chosen: nothing to type.
    await startCheckout(page, undefined, 'M', true);
    const offered = page.getByRole('group', { name: 'Endereços salvos' });
    await expect(offered.getByRole('radio', { name: /Avenida Paulista, 1000/ })).toBeChecked();
    await expect(field(page, 'CEP')).toHaveCount(0);
    await audit(page, 'Entrega, endereços salvos');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A new one typed at 'Entrega', saved when asked.
    await offered.getByRole('radio', { name: 'Novo endereço' }).check();
    await field(page, 'Nome do destinatário').fill('Maria Souza');
    await field(page, 'CEP').pressSequentially(BEACH.typed);
    await expect(field(page, 'Rua')).toHaveValue(BEACH.street);
    await expect(field(page, 'Número')).toBeFocused();
    await page.keyboard.type(BEACH.number);
    await page.getByRole('checkbox', { name: 'Salvar este endereço em Minha conta' }).check();
    await page.getByRole('radio', { name: /Econômica/ }).check();
    await continueTo(page, 'Pagamento');

    await page.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeFocused();
    await expect(book.getByRole('listitem')).toHaveCount(2);
    await expect(book.getByRole('listitem').nth(0)).toContainText('Avenida Paulista, 1000');
    await expect(book.getByRole('listitem').nth(0)).toContainText('Padrão');
    await expect(book.getByRole('listitem').nth(1)).toContainText(`${BEACH.street}, ${BEACH.number}`);
    await expect(book.getByRole('listitem').nth(1)).not.toContainText('Padrão');
  });
}
