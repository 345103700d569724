import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import {
  EMPTY_FORM,
  formProblem,
  offeredResolutions,
  requestBody,
  withKind,
  withLine,
  withLineChange,
} from './returnForm';

describe("'Trocar ou devolver''s form", () => {
  it('asks for a kind, then a line, before anything is sent', () => {
    expect(formProblem(EMPTY_FORM)).toEqual({ at: 'kind', message: 'Escolha o que você quer fazer.' });
    const withdrawal = withKind(EMPTY_FORM, 'withdrawal');
    expect(formProblem(withdrawal)).toEqual({ at: 'lines', message: 'Escolha ao menos um item.' });
    const chosen = withLineChange(withLine(withLine(withdrawal, 2, true), 0, true), 2, { quantity: 2 });
    expect(formProblem(chosen)).toBeNull();
    expect(requestBody(chosen)).toEqual({
      kind: 'withdrawal',
      resolution: 'refund',
      lines: [
        { index: 0, quantity: 1 },
        { index: 2, quantity: 2 },
      ],
    });
    expect(requestBody(withLine(chosen, 0, false)).lines).toEqual([{ index: 2, quantity: 2 }]);
  });

  it("asks an exchange's line for its new size, and sends it", () => {
    const exchange = withLine(withKind(EMPTY_FORM, 'exchange'), 1, true);
    expect(formProblem(exchange)).toEqual({ at: 'line-1', message: 'Escolha o novo tamanho ou cor.' });
    const sized = withLineChange(exchange, 1, { wantedSku: 'SKU_G' });
    expect(requestBody(sized)).toEqual({
      kind: 'exchange',
      resolution: 'exchange',
      lines: [{ index: 1, quantity: 1, wantedSku: 'SKU_G' }],
    });
  });

  it('sends the units an exchange delivered as their own row, beside the order line’s', () => {
    const received = { index: 1, fromExchange: '7' };
    const exchange = withLine(withLine(withKind(EMPTY_FORM, 'exchange'), received, true), 1, true);
    expect(formProblem(withLineChange(exchange, 1, { wantedSku: 'SKU_G' }))).toEqual({
      at: 'line-1-troca-7',
      message: 'Escolha o novo tamanho ou cor.',
    });
    const sized = withLineChange(withLineChange(exchange, received, { wantedSku: 'SKU_P' }), 1, { wantedSku: 'SKU_G' });
    expect(requestBody(sized).lines).toEqual([
      { index: 1, quantity: 1, wantedSku: 'SKU_G' },
      { index: 1, fromExchange: '7', quantity: 1, wantedSku: 'SKU_P' },
    ]);
    expect(requestBody(withLine(sized, received, false)).lines).toEqual([
      { index: 1, quantity: 1, wantedSku: 'SKU_G' },
    ]);
  });

  it('asks a defect for its description and its resolution', () => {
    const defect = withLine(withKind(EMPTY_FORM, 'defect'), 0, true);
    expect(formProblem(defect)).toEqual({
      at: 'description',
      message: AFTER_PURCHASE_REFUSAL.defectDescriptionRequired,
    });
    const described = { ...defect, description: 'Zíper quebrado' };
    expect(formProblem(described)?.at).toBe('resolution');
    expect(requestBody({ ...described, resolution: 'replacement' })).toEqual({
      kind: 'defect',
      resolution: 'replacement',
      lines: [{ index: 0, quantity: 1 }],
      description: 'Zíper quebrado',
    });
  });

  it('lets the lines go when the kind changes, and offers the vale-troca instead of the money', () => {
    const form = withLine(withKind(EMPTY_FORM, 'withdrawal'), 0, true);
    expect(withKind(form, 'withdrawal')).toBe(form);
    expect(withKind(form, 'defect').lines).toEqual({});
    expect(withKind(form, 'defect').resolution).toBe('');
    expect(offeredResolutions('withdrawal')).toEqual(['refund', 'storeCredit']);
    expect(offeredResolutions('defect')).toEqual(['replacement', 'refund', 'storeCredit']);
    expect(offeredResolutions('exchange')).toEqual(['exchange']);
  });

  it('sends a withdrawal as money unless the vale-troca is chosen', () => {
    const form = withLine(withKind(EMPTY_FORM, 'withdrawal'), 0, true);
    expect(requestBody(form).resolution).toBe('refund');
    expect(requestBody({ ...form, resolution: 'storeCredit' }).resolution).toBe('storeCredit');
    // A resolution the kind does not offer is never sent.
    expect(requestBody({ ...form, resolution: 'replacement' }).resolution).toBe('refund');
  });
});
