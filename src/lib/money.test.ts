import { formatCents } from './money';

describe('formatCents', () => {
  it('uses pt-BR currency formatting with the no-break space after R$', () => {
    expect(formatCents(129990)).toBe('R$\u00a01.299,90');
    expect(formatCents(5)).toBe('R$\u00a00,05');
    expect(formatCents(0)).toBe('R$\u00a00,00');
  });
});
