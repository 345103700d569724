import { productPath } from '../features/products/productPath';
import { VESTIDO } from '../test/products';
import { SIZE_PARAM } from './productRoute';
import { alertLink, alertMail, checkAnonymousAlert, isAlertId, isSkuText, isSoldOutSize } from './stockAlerts';

describe("'Avise-me quando chegar' rules", () => {
  it('takes an anonymous alert’s email as an account keeps one, only with the consent', () => {
    expect(checkAnonymousAlert({ email: '  Ana@Vitrine.DEV ', consent: true })).toEqual({
      email: 'ana@vitrine.dev',
      consent: true,
    });
    expect(checkAnonymousAlert({ email: 'ana@vitrine.dev', consent: false })).toMatchObject({ field: 'consent' });
    expect(checkAnonymousAlert({ email: 'ana@vitrine.dev' })).toMatchObject({ field: 'consent' });
    expect(checkAnonymousAlert({ email: 'ana', consent: true })).toEqual({ field: 'email', message: 'Email inválido' });
    expect(checkAnonymousAlert({ email: `${'a'.repeat(250)}@x.dev`, consent: true })).toMatchObject({ field: 'email' });
    expect(checkAnonymousAlert({ consent: true })).toMatchObject({ field: 'email' });
  });

  it('links to the product page as the shop writes it, in its colour, with the size chosen', () => {
    const link = alertLink(VESTIDO, 'PP');
    expect(link).toBe(`${productPath(VESTIDO)}&${SIZE_PARAM}=PP`);
    expect(alertLink({ name: 'Saia & Blusa', colorSlug: 'azul' }, 'G/GG')).toBe(
      '/product/Saia%20%26%20Blusa?cor=azul&tamanho=G%2FGG',
    );
  });

  it('writes the email’s subject and text with the product and size', () => {
    const mail = alertMail('VESTIDO - VERDE', 'M');
    expect(mail.subject).toBe('Chegou: VESTIDO - VERDE, tamanho M');
    expect(mail.text).toContain('O tamanho M de VESTIDO - VERDE voltou ao estoque');
  });

  it('knows a sold-out size, a SKU’s shape and an alert’s id', () => {
    expect(isSoldOutSize(VESTIDO, 'PP')).toBe(true);
    expect(isSoldOutSize(VESTIDO, 'M')).toBe(false);
    expect(isSoldOutSize(VESTIDO, 'XXL')).toBe(false);
    expect(isSkuText('20002605_613_M')).toBe(true);
    for (const bad of ['', '../x', 'a b', 'x'.repeat(65), 12, null]) expect(isSkuText(bad)).toBe(false);
    expect(isAlertId('12')).toBe(true);
    for (const bad of ['0', '01', 'abc', '1'.repeat(17), 1]) expect(isAlertId(bad)).toBe(false);
  });
});
