import type { Page } from '@playwright/test';
import { addToBag, cartLink, expect, grid, login, menu, openProduct, searchBox, test } from './fixtures';
import { CASACO, VESTIDO } from './products';

// Journey 9: a 360 px phone. No sideways scroll on any screen, the menu fills
// narrow screens (100% wide at 100–350 px), the header stays usable.

// Not isMobile: Chrome's mobile emulation widens the layout viewport to fit overflowing content,
// which would hide the very overflow this journey looks for.
test.use({ viewport: { width: 360, height: 740 } });

async function expectNoHorizontalScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    // Name the widest element poking out, to make a failure actionable.
    let widest = '';
    let right = window.innerWidth;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 0.5) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ')[0]} (right edge ${Math.round(r.right)}px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  });
  expect(innerWidth, 'window width').toBe(page.viewportSize()!.width);
  expect(
    scrollWidth,
    `${screen}: page is ${scrollWidth}px wide in a ${innerWidth}px window; widest: ${widest}`,
  ).toBeLessThanOrEqual(innerWidth);
}

async function expectInsideViewport(page: Page, name: string, locator: ReturnType<Page['locator']>) {
  await expect(locator, `${name} is visible`).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
}

test('phone 360 px: no horizontal scroll, header usable, menu sizes', async ({ page }) => {
  await page.goto('/');
  await expect(grid(page)).toBeVisible();
  await expectNoHorizontalScroll(page, 'home');

  // Header controls are on screen and work.
  await expectInsideViewport(page, "'Abrir menu'", page.getByRole('button', { name: 'Abrir menu' }));
  await expectInsideViewport(page, 'logo', page.getByRole('link', { name: 'Vitrine, página inicial' }));
  await expectInsideViewport(page, 'search', searchBox(page));
  await expectInsideViewport(page, "'Login'", page.getByRole('link', { name: 'Login', exact: true }));
  await expectInsideViewport(page, 'cart icon', cartLink(page));
  await searchBox(page).fill('saia');
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Limpar busca' }).click();

  // 300 px wide above 350 px.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect.poll(async () => (await menu(page).boundingBox())?.width).toBe(300);
  await page.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menu(page)).toBeHidden();

  await openProduct(page, VESTIDO);
  await expectNoHorizontalScroll(page, 'product');
  await page.goto('/product/nao-existe');
  await expect(page.getByText('Ops! Produto não encontrado')).toBeVisible();
  await expectNoHorizontalScroll(page, 'product not found');
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'not-found');

  await login(page);
  await expectNoHorizontalScroll(page, 'home, logged in');
  await expectInsideViewport(page, "'sair'", page.getByRole('button', { name: 'sair' }));
  await expectInsideViewport(page, 'cart icon (logged in)', cartLink(page));
  await expectNoHorizontalScroll(page, 'login');
  await openProduct(page, CASACO);
  await addToBag(page, 'M');
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Resumo do Pedido' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'cart');
});

test('phone 340 px (spec narrow range 100–350 px): the open menu is full width, the page still fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 340, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect.poll(async () => (await menu(page).boundingBox())?.width).toBe(340);
  await expect.poll(async () => (await menu(page).boundingBox())?.x).toBe(0);
  await menu(page).getByRole('link', { name: 'Bata bordada - Branco' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BATA BORDADA - BRANCO' })).toBeVisible();

  await expectInsideViewport(page, 'cart icon at 340 px', cartLink(page));
  await expectNoHorizontalScroll(page, 'product at 340 px');
});
