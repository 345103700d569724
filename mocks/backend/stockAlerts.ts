/**
 * 'Avise-me quando chegar' (src/rules/stockAlerts.ts; the alerts and their emails:
 * stockAlertsStore.ts). POST /stock-alerts keeps an alert for a sold-out size: a signed-in
 * shopper's goes to the account's email, anyone else's to the email given with the consent to the
 * privacy notice. Asking again is the same alert. GET /stock-alerts lists the signed-in shopper's,
 * DELETE /stock-alerts/:id removes one. A file of its own, fetched after the account's data
 * (laterCalls.ts's `later`).
 */
import type { User } from '../../src/api/types';
import {
  checkAnonymousAlert,
  isAlertId,
  isSkuText,
  isSoldOutSize,
  MAX_ALERTS_PER_EMAIL,
  TOO_MANY_ALERTS,
} from '../../src/rules/stockAlerts';
import { shopperOf } from './accounts/shopper';
import { countTry, tooManyTriesAnswer, tryWait, type Counted, type TryLimit } from './accounts/tryLimits';
import { servedProducts } from './catalogue';
import { call, created, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from './route';
import { alertsOfEmail, keepAlert, removeAlert, shownAlert, sizeOfSku } from './stockAlertsStore';
import { isRecord } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** Anonymous alerts from one client address: a family's wishes, too few to fill someone's inbox. */
export const ALERTS_PER_CLIENT: TryLimit = { kind: 'stock-alert-client', max: 20, windowMs: HOUR_MS };
/** Anonymous alerts for one email: a shopper asks for a few sizes; more is someone else's doing. */
export const ALERTS_PER_EMAIL: TryLimit = { kind: 'stock-alert-email', max: 10, windowMs: HOUR_MS };

/** The shopper's alerts, as the list shows them. */
const listOf = (email: string) => ({ alerts: alertsOfEmail(email).map((alert) => shownAlert(alert)) });

/** The email the request's shopper, signed in, keeps; the account's email is the user's. */
const emailOf = (user: User) => user.email;

function subscribe(request: MockRequest, now: number): MockResponse {
  const body = request.body;
  if (!isRecord(body) || !isSkuText(body.sku)) return fail(400, 'Dados inválidos.');
  const found = sizeOfSku(body.sku, servedProducts(request));
  if (!found) return fail(404, 'Tamanho não encontrado.');
  if (!found.product.onSale) return fail(422, 'Este produto não está à venda.');
  if (!isSoldOutSize(found.product, found.size)) return fail(422, 'Este tamanho está disponível: adicione à sacola.');

  const user = shopperOf(request);
  let email: string;
  if (user) {
    email = emailOf(user);
  } else {
    const { email: given, consent } = body;
    const checked = checkAnonymousAlert({ email: given, consent });
    if ('field' in checked) return { status: 422, data: checked };
    email = checked.email;
    const counted: Counted[] = [
      [ALERTS_PER_CLIENT, request.clientAddress],
      [ALERTS_PER_EMAIL, email],
    ];
    const wait = tryWait(counted, now);
    if (wait !== null) return tooManyTriesAnswer(wait, 'email');
    countTry(counted, now);
  }
  const waiting = alertsOfEmail(email);
  if (!waiting.some((alert) => alert.sku === body.sku) && waiting.length >= MAX_ALERTS_PER_EMAIL)
    return fail(422, TOO_MANY_ALERTS);
  const { alert, created: isNew } = keepAlert(
    { email, sku: body.sku, productId: found.product.id, size: found.size, userId: user?.id ?? '' },
    now,
  );
  // An anonymous shopper is told only that the alert is kept: never whose it is or since when.
  const answer = user ? shownAlert(alert) : { id: alert.id, sku: alert.sku, size: alert.size };
  return isNew ? created(answer) : ok(answer);
}

function remove(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const { id } = request.params;
  if (!isAlertId(id)) return fail(400, 'Aviso inválido.');
  // One already gone (sent, or removed on another device) is no failure: the list answers as it is.
  removeAlert(emailOf(user), id);
  return ok(listOf(emailOf(user)));
}

export const calls = [
  call({
    name: 'stockAlerts',
    method: 'GET',
    path: '/stock-alerts',
    // A small read of the shopper's own records, as the address book.
    latencyMs: 500,
    whenFailing: "'Não foi possível carregar seus avisos.' + 'Tentar novamente'",
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(listOf(emailOf(user))) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'stockAlertAdd',
    method: 'POST',
    path: '/stock-alerts',
    // One small write, as a favourite's.
    latencyMs: 400,
    whenFailing: "'Não foi possível criar o aviso.' + reason; the form stays as typed",
    handle: (request) => subscribe(request, Date.now()),
  }),
  call({
    name: 'stockAlertRemove',
    method: 'DELETE',
    path: '/stock-alerts/:id',
    // One small write, as an address's removal.
    latencyMs: 400,
    whenFailing: "'Não foi possível remover o aviso.' + reason; the alert stays listed",
    handle: remove,
  }),
];
