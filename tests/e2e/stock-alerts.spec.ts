import type { Page } from '@playwright/test';
import { ALERT_PRIVACY_NOTICE } from '../../src/rules/stockAlerts';
import { audit, mock } from './checkout-helpers';
import { DEMO_USER, expect, openProduct, screenshotBoth, signIn, test, title } from './fixtures';
import { VESTIDO } from './products';

// 'Avise-me quando chegar' as a shopper uses it: a sold-out size chosen on the product page, the
// alert kept (signed in: one press; anonymous: an email and the privacy notice), the size put
// back in stock ('Repor estoque': the console handle's vitrineMock.restock), and the email's link
// opening the product in that colour with the size chosen.

const soldOut = VESTIDO.sizes.find((size) => !size.available)!;
const sizeSelect = (page: Page) => page.getByRole('combobox', { name: 'Tamanho' });
const alertButton = (page: Page) => page.getByRole('button', { name: 'Avise-me quando chegar' });

interface Mail {
  to: string;
  subject: string;
  link: string;
}

/** The newest 'Chegou' email to `to` in this tab's outbox (vitrineMock.outbox, newest first). */
async function alertMailTo(page: Page, to: string): Promise<Mail> {
  const outbox = (await page.evaluate('window.vitrineMock.outbox()')) as Mail[];
  const mails = outbox.filter((mail) => mail.to === to && mail.subject.startsWith('Chegou'));
  expect(mails, `one alert email to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/** Opens the email's link and finds the product with the size chosen, ready for the bag. */
async function followLink(page: Page, mail: Mail) {
  expect(mail.subject).toBe(`Chegou: ${title(VESTIDO)}, tamanho ${soldOut.size}`);
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { level: 1, name: title(VESTIDO) })).toBeVisible();
  await expect(sizeSelect(page)).toHaveValue(soldOut.size);
  await expect(sizeSelect(page).locator('option:checked')).toHaveText(soldOut.size);
  await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeVisible();
  await expect(alertButton(page)).toHaveCount(0);
}

for (const width of [360, 1280]) {
  test(`at ${width} px: signed in, one press on a sold-out size, listed in 'Minha conta', mailed once when it is back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await signIn(page);
    await openProduct(page, VESTIDO);
    await sizeSelect(page).selectOption(soldOut.size);
    await expect(page.getByRole('button', { name: 'Adicionar produto à sacola' })).toHaveCount(0);
    await alertButton(page).click();
    const done = page.getByText(`Pronto! Avisaremos ${DEMO_USER.email} quando o tamanho ${soldOut.size} chegar.`);
    await expect(done).toBeFocused();
    await audit(page, 'Avise-me, confirmado');
    await screenshotBoth(page, 'stock-alert-confirmed');

    await page.goto('/conta');
    const section = page.getByRole('region', { name: 'Avise-me quando chegar' });
    const item = section.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: `${title(VESTIDO)}, tamanho ${soldOut.size}` })).toBeVisible();
    await audit(page, "Minha conta, 'Avise-me quando chegar'");

    // 'Repor estoque' for that size: one email, and the alert ends.
    await mock(page, `restock('${soldOut.sku}')`);
    const mail = await alertMailTo(page, DEMO_USER.email);
    await page.reload();
    await expect(section.getByText(/Nenhum aviso/)).toBeVisible();

    await followLink(page, mail);
    await audit(page, 'Produto com o tamanho escolhido pelo link');
  });

  test(`at ${width} px: anonymous, an email with the privacy notice; a second alert for the same email and size is the same one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const email = `alerta.${width}@vitrine.dev`;
    await openProduct(page, VESTIDO);
    await sizeSelect(page).selectOption(soldOut.size);
    const field = page.getByRole('textbox', { name: 'Email' });
    await expect(page.getByText(ALERT_PRIVACY_NOTICE, { exact: false })).toBeVisible();
    await field.fill(email);
    await alertButton(page).click();
    const consent = page.getByRole('checkbox', { name: /aceito o aviso de privacidade/ });
    await expect(consent).toBeFocused();
    await audit(page, 'Avise-me, sem o aceite');
    await consent.check();
    await alertButton(page).click();
    await expect(page.getByText(`Pronto! Avisaremos ${email} quando o tamanho ${soldOut.size} chegar.`)).toBeFocused();
    await audit(page, 'Avise-me, anônimo, confirmado');

    // Asked again, by keyboard this time: still one alert, so one email.
    await page.reload();
    await sizeSelect(page).selectOption(soldOut.size);
    await field.fill(` ${email.toUpperCase()} `);
    await consent.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(alertButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Pronto! Avisaremos ${email} quando o tamanho ${soldOut.size} chegar.`)).toBeFocused();

    await mock(page, `restock('${soldOut.sku}')`);
    await followLink(page, await alertMailTo(page, email));
  });
}
