/**
 * `npm start` only: a small panel, bottom left, that sets the fake backend's
 * run-time switches (switches.ts) for this tab, pays or expires the
 * latest PIX awaiting payment, moves the latest paid order to its next step ('Avançar pedido'), puts sizes back in
 * stock ('Repor estoque': every moved size, or one SKU, which mails its 'Avise-me' alerts), grants the demo
 * shopper a vale-troca ('Emitir vale-troca'), opens the latest
 * email the backend sent ('Esqueci minha senha': its link), and lists the demo coupons. A developer's tool, not
 * part of the shop: plain DOM, so it shares nothing with the page it sits on.
 */
import { DEMO_COUPONS } from '../../src/rules/coupons';
import { parseFailRate, parseFailSetting } from './failures';
import { parseLatencySetting } from './latency';
import { consoleHandle } from './switches';

const FIELDS = [
  { key: 'latency', label: 'MOCK_LATENCY_MS', example: 'catalogue=500,product=0' },
  { key: 'fail', label: 'MOCK_FAIL', example: 'cartSave,catalogue:offline' },
  { key: 'failRate', label: 'MOCK_FAIL_RATE', example: '0.2' },
] as const;

const STYLE =
  'position:fixed;left:8px;bottom:8px;z-index:99999;font:12px/1.4 monospace;background:#fff;color:#111;' +
  'border:1px solid #111;padding:6px;max-width:300px';

/** An element with its text and inline style. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', style = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  if (style) node.setAttribute('style', style);
  return node;
}

export function installDevPanel(): HTMLElement {
  const panel = element('details', '', STYLE);
  panel.append(element('summary', 'fake backend'));
  const form = element('form');
  const status = element('p', 'An empty field keeps what npm start was given. Applies to the next request.');
  const stored = consoleHandle.show();
  const inputs = FIELDS.map(({ key, label, example }) => {
    const input = element('input', '', 'display:block;width:100%;box-sizing:border-box;font:inherit');
    input.name = key;
    input.placeholder = example;
    input.value = stored[key] ?? '';
    const row = element('label', label, 'display:block;margin:4px 0');
    row.append(input);
    form.append(row);
    return [key, input] as const;
  });
  const apply = element('button', 'Apply');
  const reset = element('button', 'Reset');
  reset.type = 'button';
  // The latest PIX awaiting payment, paid or expired at once (vitrineMock.pix).
  const pixRow = element('div', 'PIX: ', 'margin:4px 0');
  const pay = element('button', 'Pay latest PIX');
  const expire = element('button', 'Expire latest PIX');
  for (const button of [pay, expire]) button.type = 'button';
  pixRow.append(pay, ' ', expire);
  // The latest paid order on its way reaches its next step now (vitrineMock.order.advance).
  const orderRow = element('div', 'Pedido: ', 'margin:4px 0');
  const advance = element('button', 'Avançar pedido');
  advance.type = 'button';
  // A vale-troca for the demo shopper, to spend at checkout (vitrineMock.credit.grant).
  const grant = element('button', 'Emitir vale-troca');
  grant.type = 'button';
  // 'Repor estoque': every size whose count moved, or the SKU typed (vitrineMock.restock).
  const stockRow = element('div', 'Estoque: ', 'margin:4px 0');
  const skuInput = element('input', '', 'width:9em;font:inherit');
  skuInput.placeholder = 'SKU (vazio: todos)';
  skuInput.setAttribute('aria-label', 'SKU a repor');
  const restock = element('button', 'Repor estoque');
  restock.type = 'button';
  stockRow.append(skuInput, ' ', restock);
  // The latest return request on its way reaches its next state now (vitrineMock.returns.advance).
  const advanceReturn = element('button', 'Avançar devolução');
  advanceReturn.type = 'button';
  orderRow.append(advance, ' ', advanceReturn, ' ', grant);
  // The latest email, its link ready to open (vitrineMock.outbox).
  const mailRow = element('div', '', 'margin:4px 0');
  const mail = element('button', 'Latest email');
  mail.type = 'button';
  const mailText = element('p', '', 'margin:4px 0;overflow-wrap:anywhere');
  mailRow.append(mail, mailText);
  // The demo coupons (src/rules/coupons.ts), to type into 'Cupom de desconto'.
  const couponRow = element('details', '', 'margin:4px 0');
  couponRow.append(element('summary', 'Demo coupons'));
  const couponList = element('ul', '', 'margin:4px 0;padding-left:16px');
  for (const { code, description } of DEMO_COUPONS) couponList.append(element('li', `${code}: ${description}`));
  couponRow.append(couponList);
  form.append(apply, ' ', reset, pixRow, orderRow, stockRow, mailRow, couponRow, status);
  panel.append(form);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const [latency, fail, failRate] = inputs.map(([, input]) => input.value.trim());
    try {
      // Check all three before changing anything; then only the filled-in ones are set.
      parseLatencySetting(latency);
      parseFailSetting(fail);
      parseFailRate(failRate);
    } catch (error) {
      status.textContent = (error as Error).message;
      return;
    }
    consoleHandle.reset();
    if (latency) consoleHandle.latency(latency);
    if (fail) consoleHandle.fail(fail);
    if (failRate) consoleHandle.failRate(failRate);
    status.textContent = 'Saved for this tab. Reload to see it on this page.';
  });
  reset.addEventListener('click', () => {
    consoleHandle.reset();
    for (const [, input] of inputs) input.value = '';
    status.textContent = 'Back to the settings npm start was given.';
  });
  for (const [button, action] of [
    [pay, 'pay'],
    [expire, 'expire'],
  ] as const) {
    button.addEventListener('click', () => {
      try {
        const { id, status: now } = consoleHandle.pix[action]();
        status.textContent = `Order ${id}: ${now}. Reload or wait for the next status check.`;
      } catch (error) {
        status.textContent = (error as Error).message;
      }
    });
  }
  advance.addEventListener('click', () => {
    try {
      const { id, step } = consoleHandle.order.advance();
      status.textContent = `Order ${id}: ${step}. Reload the order page to see it.`;
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  });
  grant.addEventListener('click', () => {
    try {
      const { email, cents, expiresOn } = consoleHandle.credit.grant();
      status.textContent = `Vale-troca of ${cents} cents for ${email}, valid until ${expiresOn}. Reload 'Minha conta'.`;
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  });
  advanceReturn.addEventListener('click', () => {
    try {
      const { id, state } = consoleHandle.returns.advance();
      status.textContent = `Return request ${id}: ${state}. Reload the order page to see it.`;
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  });
  restock.addEventListener('click', () => {
    try {
      const { restocked } = consoleHandle.restock(skuInput.value.trim() || undefined);
      status.textContent = `Restocked ${restocked}. Alerts for sizes back in stock are in the outbox.`;
    } catch (error) {
      status.textContent = (error as Error).message;
    }
  });
  mail.addEventListener('click', () => {
    const [latest] = consoleHandle.outbox();
    if (!latest) {
      mailText.textContent = 'No email sent from this tab yet.';
      return;
    }
    const link = element('a', latest.link);
    link.href = latest.link;
    mailText.replaceChildren(`To ${latest.to}: ${latest.subject} `, link);
  });
  document.body.append(panel);
  return panel;
}
