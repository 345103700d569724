import { API, newDevice, newShopper, apiSignUp, PASSWORD } from './account-helpers';
import { cartLink, expect, login, openProduct, productUrl, test, title, toasts, WIDTHS } from './fixtures';
import { listenLikeAScreenReader } from './live-helpers';
import { SAIA } from './products';

// An addition to the bag when the session has ended on another device: one shopper on two devices
// (two browser contexts) against `npm run api`. Device 1 changes the password, which ends device
// 2's session; device 2, not knowing it yet, adds the skirt in size 38. The save's 401 sends it to
// sign in again, and the sign-in makes the addition it interrupted, said once.

const NEW_PASSWORD = 'trocada2026';
const EXPIRED = 'Sua sessão expirou. Entre de novo para continuar.';
const ADDED = 'Produto adicionado ao carrinho!';
const skirt = SAIA;

for (const width of WIDTHS) {
  test(`at ${width} px: an addition the session's end interrupted is made after signing in again, and said once`, async ({
    page,
    browser,
    baseURL,
    request,
    hygiene,
  }) => {
    // The refused save's 401, which Chromium logs as any failed request over HTTP.
    hygiene.allow(/\/cart:0\): Failed to load resource: the server responded with a status of 401/);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const shopper = newShopper(`sacola-${width}`);
    await apiSignUp(request, shopper);
    const [computerContext, computer] = await newDevice(browser, baseURL, 1280);
    try {
      // Device 2 (this page) is signed in and on the skirt's page.
      await login(page, { email: shopper.email, password: PASSWORD, name: shopper.name });
      await openProduct(page, skirt);

      // Device 1 changes the password: every other session of the account ends.
      await login(computer, { email: shopper.email, password: PASSWORD, name: shopper.name });
      await computer.getByRole('banner').getByRole('link', { name: 'Minha conta' }).click();
      const form = computer.getByRole('form', { name: 'Alterar senha' });
      await form.getByLabel('Senha atual').fill(PASSWORD);
      await form.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Alterar senha' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Senha alterada. Você saiu da sua conta em todos os outros aparelhos.',
      );

      // Device 2 chooses size 38 and adds: the save is refused, and the shopper is asked to sign in again.
      const { heard } = await listenLikeAScreenReader(page);
      await page.getByLabel('Tamanho').selectOption('38');
      await page.getByRole('button', { name: 'Adicionar produto à sacola' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByText(EXPIRED)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Senha').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();

      // Back on the skirt, with the skirt in size 38 in the bag, on the server too, said once.
      await expect(page).toHaveURL(productUrl(skirt));
      await expect(page.getByRole('heading', { level: 1, name: title(skirt) })).toBeVisible();
      await expect(page.getByText(`Bem vindo(a), ${shopper.name}!`)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
      await expect(toasts(page).filter({ hasText: ADDED })).toHaveCount(1);
      const signIn = await request.post(`${API}/login`, { data: { email: shopper.email, password: NEW_PASSWORD } });
      const { secret } = (await signIn.json()) as { secret: string };
      const cart = await request.get(`${API}/cart`, { headers: { authorization: `Bearer ${secret}` } });
      const sku = skirt.sizes.find((s) => s.size === '38')!.sku;
      expect(((await cart.json()) as { lines: Array<{ sku: string; quantity: number }> }).lines).toEqual([
        expect.objectContaining({ sku, quantity: 1 }),
      ]);
      // Nothing more comes: one toast and one announcement of the addition.
      await page.waitForTimeout(1000);
      await expect(toasts(page).filter({ hasText: ADDED })).toHaveCount(1);
      const said = await heard();
      expect(said.filter((text) => text.includes('adicionado'))).toEqual([
        `${title(skirt)}, tamanho 38, adicionado à sacola`,
      ]);
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem')).toHaveCount(1);
    } finally {
      await computerContext.close();
    }
  });
}
