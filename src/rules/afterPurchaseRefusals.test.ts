import { AFTER_PURCHASE_REFUSAL, deadlineClosedText } from './afterPurchaseRefusals';

describe('the after-purchase refusals', () => {
  it('name each refusal the server answers, in one place', () => {
    for (const key of [
      'notYourOrder',
      'lineAlreadyReturned',
      'sizeOutOfStock',
      'refundBeyondPaid',
      'postageCodeLapsed',
      'orderAlreadyShipped',
    ] as const) {
      expect(AFTER_PURCHASE_REFUSAL[key]).toMatch(/^[A-ZÀ-Ú].+\.$/);
    }
  });

  it('are all different, so a test can tell them apart', () => {
    const messages = Object.values(AFTER_PURCHASE_REFUSAL);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('say when a deadline closed', () => {
    expect(deadlineClosedText('desistir', '2026-12-09')).toBe('O prazo para desistir terminou em 09/12.');
  });
});
