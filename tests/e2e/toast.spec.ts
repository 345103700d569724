import { cartLink, expect, login, test, TOAST_MS, toasts } from './fixtures';

// Toasts show at the top right and go after 5 seconds; they must not
// take the header's controls away from the shopper meanwhile.

test('toast: top right, gone after about 5 s, and the header stays usable meanwhile', async ({ page }) => {
  await login(page);
  const toast = toasts(page).filter({ hasText: 'Login efetuado com sucesso!' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'toast at the top').toBeLessThan(viewport.height / 4);
  expect(box.x + box.width, 'toast at the right').toBeGreaterThan(viewport.width * 0.75);

  // The cart icon and 'sair' must stay clickable while the toast is up.
  const blocked: string[] = [];
  for (const [name, control] of [
    ['cart icon (Sacola)', cartLink(page)],
    ["'sair'", page.getByRole('button', { name: 'sair' })],
  ] as const) {
    await control.click({ trial: true, timeout: 1_000 }).catch(() => blocked.push(name));
  }

  await expect(toast).toHaveCount(0, { timeout: TOAST_MS + 3_000 });
  const lifetime = Date.now() - shownAt;
  expect(lifetime, 'toast lifetime (ms)').toBeGreaterThan(TOAST_MS - 1_000);
  expect(lifetime, 'toast lifetime (ms)').toBeLessThan(TOAST_MS + 2_000);
  expect(blocked, 'header controls covered by the toast (they cannot be clicked for 5 s)').toEqual([]);
});
