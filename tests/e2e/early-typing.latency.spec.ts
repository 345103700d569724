import type { Page, Route } from '@playwright/test';
import { catalogue, expect, grid, gridTitles, searchBox, test, title } from './fixtures';
import { BATA } from './products';

// A shopper on a slow phone types into the search box as soon as it appears, while the shop is
// still starting: reading what was typed, adopting the prerendered page (hydration) and then its
// catalogue section. Every letter must stay, in order, with the caret after the last one, and the
// grid must show what the text finds.

/** The words a shopper types, and what the grid shows for them (every word, accents ignored). */
const WORDS = ['vestido', 'camisa linho', 'saia'];
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const found = (text: string) =>
  catalogue.filter((p) =>
    fold(text)
      .split(/\s+/)
      .every((word) => fold(`${p.name} ${p.color}`).includes(word)),
  );

/** Holds the shop's own scripts (the entry stays) until `release` is called. */
async function holdShopScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/js\/(?!main\.)[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** A phone's speed: the shop starts over the seconds a few words take to type. */
async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function expectKept(page: Page, word: string): Promise<void> {
  const field = searchBox(page);
  const expected = found(word);
  expect(expected.length).toBeGreaterThan(0);
  await expect(gridTitles(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveValue(word);
  await expect(grid(page).getByRole('listitem')).toHaveCount(expected.length);
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    word.length,
    word.length,
  ]);
  for (const name of await gridTitles(page).allTextContents())
    for (const part of fold(word).split(' ')) expect(fold(name)).toContain(part);
  const typedInAddress = () => new URL(page.url()).searchParams.get('q');
  await expect.poll(typedInAddress).toBe(word);
  // Typing goes on from there, heard by the shop.
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue(word.slice(0, -1));
  await expect.poll(typedInAddress).toBe(word.slice(0, -1));
}

for (const width of [360, 1280]) {
  test.describe(`${width} px, 4× slower CPU`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await slowDown(page);
    });

    for (const word of WORDS) {
      test(`'${word}' typed as soon as the box appears is kept whole, caret at its end, the grid filtered`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        await page.goto('/', { waitUntil: 'commit' });
        const field = searchBox(page);
        await field.click();
        await page.keyboard.type(word, { delay: 80 });
        await expectKept(page, word);
      });

      test(`'${word}': the shop starting after the first letter, while the rest is typed`, async ({ page }) => {
        test.setTimeout(60_000);
        const release = await holdShopScripts(page);
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const field = searchBox(page);
        await field.click();
        await page.keyboard.type(word[0]!);
        await Promise.all([release(), page.keyboard.type(word.slice(1), { delay: 80 })]);
        await expectKept(page, word);
      });
    }

    test('Enter pressed before the shop starts opens what the text finds once it has, without a reload', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const release = await holdShopScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await searchBox(page).click();
      await page.keyboard.type('bata');
      await page.keyboard.press('Enter');
      await release();
      await expect(page).toHaveURL('/product/bata', { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: title(BATA) })).toBeVisible();
    });
  });
}
