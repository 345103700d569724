/**
 * 'Avise-me quando chegar': a shopper asks to be told, once, by email, when a sold-out size (a
 * SKU) comes back. One alert per email and SKU; asking again is the same alert. A signed-in
 * shopper's alert goes to the account's email; anyone else gives an email and agrees to the
 * privacy notice below. When the size's units go from none to some, the alert's one email is sent
 * and the alert ends. The shop (the form, the product page's link) and the fake backend (the
 * checks, the email) both read this module.
 */
import { boolean, object, type InferType } from 'yup';
import { emailRule } from './account';
import { SIZE_PARAM } from './productRoute';
import { firstProblem, type FieldProblem } from './refusal';

/** What an anonymous shopper agrees to before giving an email: what it is used for, and for how long. */
export const ALERT_PRIVACY_NOTICE =
  'Usamos seu email só para avisar, uma única vez, quando este tamanho voltar ao estoque; ' +
  'depois do aviso, ele é apagado. Saiba mais no aviso de privacidade.';

/** The consent's checkbox. */
export const ALERT_CONSENT_LABEL = 'Li e aceito o aviso de privacidade para receber este aviso.';

const CONSENT_NEEDED = 'Aceite o aviso de privacidade para receber o aviso.';

/** Alerts one email may wait on at once: more than any shopper needs, too few to fill the table. */
export const MAX_ALERTS_PER_EMAIL = 30;

export const TOO_MANY_ALERTS = `Você já tem ${MAX_ALERTS_PER_EMAIL} avisos. Remova algum em Minha conta para criar outro.`;

/** An anonymous alert: the email (as an account keeps one: trimmed, in lower case) and the consent. */
export const anonymousAlertSchema = object({
  email: emailRule(),
  consent: boolean().required(CONSENT_NEEDED).oneOf([true], CONSENT_NEEDED).label('Aviso de privacidade'),
});

export type AnonymousAlertValues = InferType<typeof anonymousAlertSchema>;

const ANONYMOUS_FIELDS = ['email', 'consent'] as const;

/** An anonymous alert's email and consent as the server takes them, or the first field that breaks the rule. */
export function checkAnonymousAlert(
  value: Record<string, unknown>,
): AnonymousAlertValues | FieldProblem<(typeof ANONYMOUS_FIELDS)[number]> {
  const checked = firstProblem(anonymousAlertSchema, ANONYMOUS_FIELDS, value);
  return 'values' in checked ? checked.values : checked;
}

/** A SKU as the catalogue writes one (`20002605_613_M`): short, with no character a path or key would mind. */
export function isSkuText(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** An alert's id as the server issues it (a number, naming no one: it goes in paths and events). */
export const isAlertId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value);

/** A sold-out size of a colour: only such a size takes an alert (an available one can be bought now). */
export function isSoldOutSize(colour: { sizes: ReadonlyArray<{ size: string; available: boolean }> }, size: string) {
  return colour.sizes.some((entry) => entry.size === size && !entry.available);
}

/**
 * The email's link: the product's page in its colour, as the shop's own links write it
 * (/product/:name?cor=…, src/features/products/productPath.ts), with the size chosen.
 */
export function alertLink(product: { name: string; colorSlug: string }, size: string): string {
  const path = `/product/${encodeURIComponent(product.name.trim())}?cor=${encodeURIComponent(product.colorSlug)}`;
  return `${path}&${SIZE_PARAM}=${encodeURIComponent(size)}`;
}

/** The email sent when the size comes back: its subject and text (`label`: the product as the shop names it). */
export function alertMail(label: string, size: string): { subject: string; text: string } {
  return {
    subject: `Chegou: ${label}, tamanho ${size}`,
    text:
      `O tamanho ${size} de ${label} voltou ao estoque. Abra o link para ver o produto com o tamanho escolhido. ` +
      'Este foi o único aviso: você não receberá outro email sobre este tamanho.',
  };
}

/** The confirmation once an alert is kept. */
export const alertConfirmation = (size: string, email: string) =>
  `Pronto! Avisaremos ${email} quando o tamanho ${size} chegar.`;
