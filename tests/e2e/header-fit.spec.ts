import type { Locator, Page } from '@playwright/test';
import { expect, openProduct, test } from './fixtures';
import { freshCpf, PASSWORD } from './account-helpers';
import { BATA } from './products';

// The header at phone and desktop widths: a long name is cut, never pushes the bag or 'sair' off
// the screen; every control of the account area is a target of at least 24 × 24 px; and in a
// phone's carousel the heart leaves the promo tag readable.

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

const header = (page: Page) => page.getByRole('banner');

async function signUp(page: Page, name: string): Promise<void> {
  await page.goto('/cadastro');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`longo.${Date.now()}.${Math.random()}@exemplo.com.br`);
  await page.getByRole('textbox', { name: 'CPF' }).fill(freshCpf());
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(header(page).getByRole('button', { name: 'sair' })).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

async function expectInsideScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const { x, width } = await box(locator);
  expect(x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

async function expectTargetSize(locator: Locator, what: string): Promise<void> {
  const { width, height } = await box(locator);
  expect(width, `${what} is at least 24 px wide`).toBeGreaterThanOrEqual(24);
  expect(height, `${what} is at least 24 px tall`).toBeGreaterThanOrEqual(24);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test("'Criar conta' and 'Login' are targets of at least 24 × 24 px", async ({ page }) => {
      await page.goto('/');
      await expectTargetSize(header(page).getByRole('link', { name: 'Criar conta' }), "'Criar conta'");
      await expectTargetSize(header(page).getByRole('link', { name: 'Login' }), "'Login'");
    });

    test('a one-word name of 60 letters is cut: the header fits, the bag and sair on screen', async ({ page }) => {
      const name = `A${'a'.repeat(59)}`;
      await signUp(page, name);
      const greeting = header(page).getByText(`Bem vindo(a), ${name}!`);
      await expect(greeting).toHaveAttribute('title', `Bem vindo(a), ${name}!`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
      await expectInsideScreen(page, header(page).getByRole('link', { name: /^Sacola/ }), 'the bag');
      await expectInsideScreen(page, header(page).getByRole('button', { name: 'sair' }), "'sair'");
      await expectTargetSize(header(page).getByRole('link', { name: 'Minha conta' }), "'Minha conta'");
      await expectTargetSize(header(page).getByRole('button', { name: 'sair' }), "'sair'");
    });

    test('a long name with spaces keeps the header as tall as a short one', async ({ page }) => {
      await signUp(page, 'Ana');
      const short = (await box(header(page))).height;
      await header(page).getByRole('button', { name: 'sair' }).click();
      await signUp(page, 'Maria Aparecida Conceicao dos Santos Oliveira de Albuquerque');
      expect((await box(header(page))).height).toBeLessThanOrEqual(short + 1);
    });
  });
}

test("at 320 px the carousel's hearts leave each promo tag whole", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openProduct(page, BATA);
  const track = page.getByRole('group', { name: 'Você também pode gostar' }).getByRole('list');
  await track.scrollIntoViewIfNeeded();
  const tags = await track.evaluate((ul) =>
    [...ul.querySelectorAll('li')].flatMap((li) => {
      const tag = [...li.querySelectorAll('span')].find((span) => /% Off$/.test(span.textContent ?? ''));
      const heart = li.querySelector('button');
      if (!tag || !heart) return [];
      const [t, h] = [tag.getBoundingClientRect(), heart.getBoundingClientRect()];
      const apart = t.right <= h.left || h.right <= t.left || t.bottom <= h.top || h.bottom <= t.top;
      return [{ tag: tag.textContent, apart }];
    }),
  );
  expect(tags.length, 'promo tags shown in the carousel').toBeGreaterThan(0);
  expect(
    tags.filter((tag) => !tag.apart).map((tag) => tag.tag),
    'tags under a heart',
  ).toEqual([]);
});
