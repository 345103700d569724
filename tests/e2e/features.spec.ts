import {
  addToBag,
  cartLink,
  catalogue,
  cents,
  expect,
  grid,
  gridTitles,
  login,
  openProduct,
  searchBox,
  signIn,
  test,
  title,
} from './fixtures';
import { TOP, VESTIDO } from './products';

// In the browser: quantities, URL filters, the cart following the shopper, two tabs.

const vestido = VESTIDO;
const top = TOP;

test('quantities: the same product and size adds up; − stops at 1; counts are units', async ({ page }) => {
  await signIn(page);
  await openProduct(page, vestido);
  await addToBag(page, 'M');
  await addToBag(page, 'M');
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 2 itens');

  await cartLink(page).click();
  const lines = page.getByRole('list', { name: 'Itens da sacola' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  const stepper = page.getByRole('group', { name: `Quantidade de ${title(vestido)}, tamanho M` });
  await expect(stepper.getByText(/^\d+$/)).toHaveText('2');
  await stepper.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(page.getByText('Total de items no carrinho: 3')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 3 itens');
  const minus = stepper.getByRole('button', { name: 'Diminuir quantidade' });
  await minus.click();
  await minus.click();
  await expect(stepper.getByText(/^\d+$/)).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(page.getByText('Total de items no carrinho: 1')).toBeVisible();
});

test('search, sort and filters live in the URL and survive reload and Back', async ({ page }) => {
  await page.goto('/?q=vestido&ordem=menor-preco&tamanho=M');
  const expected = catalogue
    .filter((p) => p.name.includes('VESTIDO') && p.sizes.some((s) => s.size === 'M' && s.available))
    .sort((a, b) => cents(a.actual_price) - cents(b.actual_price))
    .map(title);
  const check = async () => {
    await expect(searchBox(page)).toHaveValue('vestido');
    await expect(page.getByRole('button', { name: 'Ordenar menor preço' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Tamanho' })).toHaveValue('M');
    await expect(gridTitles(page)).toHaveText(expected);
  };
  await check();
  await page.reload();
  await check();

  await page.getByLabel('Só promoções').check();
  await expect(page).toHaveURL(/promocao=1/);
  await page.reload();
  await expect(page.getByLabel('Só promoções')).toBeChecked();

  await grid(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page.getByLabel('Só promoções')).toBeChecked();
  await expect(searchBox(page)).toHaveValue('vestido');
});

test('the cart comes back after logging out and in again', async ({ page }) => {
  await login(page);
  await openProduct(page, top);
  await addToBag(page, 'G');
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');

  await page.getByRole('button', { name: 'sair' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Sacola');
  await login(page);
  await expect(cartLink(page)).toHaveAccessibleName('Sacola, 1 item');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: title(top) })).toBeVisible();
});

test('two tabs of the shop stay in sync within a second', async ({ context }) => {
  const tabA = await context.newPage();
  await login(tabA);
  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(tabB.getByText('Bem vindo(a), Maria!')).toBeVisible();

  await openProduct(tabA, top);
  await addToBag(tabA, 'G');
  await expect(cartLink(tabB)).toHaveAccessibleName('Sacola, 1 item', { timeout: 1_000 });

  await openProduct(tabB, vestido);
  await addToBag(tabB, 'P');
  await expect(cartLink(tabA)).toHaveAccessibleName('Sacola, 2 itens', { timeout: 1_000 });

  await tabB.getByRole('button', { name: 'sair' }).click();
  await expect(tabA.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 1_000 });
});
