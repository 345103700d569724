import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCardNumber, formatExpiry } from '../rules/card';
import { formatCep } from '../rules/cep';
import { formatCpf } from '../rules/cpf';
import { masked, maskEdit } from './masked';

// The text is cleaned before any limit, and the caret stays by its digit.

describe('maskEdit', () => {
  it.each([
    ['01.310-100', '01310-100'],
    [' 01310-100', '01310-100'],
    ['01310 100 ', '01310-100'],
  ])('cleans a pasted CEP %p before cutting it: %p', (pasted, shown) => {
    expect(maskEdit(pasted, pasted.length, formatCep)).toEqual({ text: shown, caret: shown.length });
  });

  it('cleans a pasted CPF and card number before cutting them', () => {
    expect(maskEdit(' 529.982.247-25', 15, formatCpf).text).toBe('529.982.247-25');
    expect(maskEdit('4111 - 1111 - 1111 - 1111', 25, formatCardNumber).text).toBe('4111 1111 1111 1111');
  });

  it('keeps the caret after the same digits when a digit is deleted in the middle', () => {
    // '4111 1111| 1111 1111', Backspace: the browser leaves '4111 111| 1111 1111'.
    expect(maskEdit('4111 111 1111 1111', 8, formatCardNumber)).toEqual({ text: '4111 1111 1111 111', caret: 8 });
    // Then '2' typed there.
    expect(maskEdit('4111 11121 1111 111', 9, formatCardNumber, '2')).toEqual({
      text: '4111 1112 1111 1111',
      caret: 9,
    });
  });

  it('moves the caret past a separator the mask adds after the typed digit', () => {
    expect(maskEdit('5299', 4, formatCpf, '9')).toEqual({ text: '529.9', caret: 5 });
    expect(maskEdit('41111', 5, formatCardNumber, '1')).toEqual({ text: '4111 1', caret: 6 });
  });

  it('puts the caret at the start when no digit is before it', () => {
    expect(maskEdit('.529', 0, formatCpf)).toEqual({ text: '529', caret: 0 });
  });

  it('refuses a key typed into a full field anywhere but its end, as maxLength would', () => {
    // '529.9|12.247-25' and '7' typed: the CPF already has its eleven digits.
    expect(maskEdit('529.97|12.247-25', 6, formatCpf, '7')).toEqual({ text: '529.912.247-25', caret: 5 });
  });

  it('takes a key typed at the end and lets the mask drop what does not fit', () => {
    expect(maskEdit('12/285', 6, formatExpiry, '5')).toEqual({ text: '12/28', caret: 5 });
    // A four-digit year typed to its end collapses to two.
    expect(maskEdit('12/2028', 7, formatExpiry, '8')).toEqual({ text: '12/28', caret: 5 });
  });

  it('cuts a paste that does not fit at the mask’s limit', () => {
    expect(maskEdit('529.982.247-2599', 16, formatCpf)).toEqual({ text: '529.982.247-25', caret: 14 });
  });
});

describe('masked', () => {
  /** A plain input with the masked handlers, reporting what react-hook-form would read. */
  function renderField(format: (text: string) => string) {
    const seen: string[] = [];
    const field = {
      name: 'field',
      onBlur: async () => {},
      onChange: async (event: { target: HTMLInputElement }) => void seen.push(event.target.value),
      ref: () => {},
    } as unknown as UseFormRegisterReturn<'field'>;
    const { onChange, ...rest } = masked(field, format);
    render(<input aria-label="field" {...rest} onChange={onChange} />);
    return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'field' }), seen };
  }

  it('corrects a digit in the middle of a card number where it was typed', async () => {
    const user = userEvent.setup();
    const { input, seen } = renderField(formatCardNumber);
    await user.type(input, '4111111111111111');
    expect(input).toHaveValue('4111 1111 1111 1111');
    await user.type(input, '{Backspace}2', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(input).toHaveValue('4111 1112 1111 1111');
    expect(input.selectionStart).toBe(9);
    expect(seen.at(-1)).toBe('4111 1112 1111 1111');
  });
});
