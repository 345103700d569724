import type { UseFormRegisterReturn } from 'react-hook-form';

/*
 * The forms' masks (CEP 00000-000, CPF 000.000.000-00, card groups, MM/AA) keep digits and
 * add separators. The fields have no maxLength: the browser would cut a pasted or autofilled
 * text before the mask cleans it ('01.310-100' → '01.310-10'), so each mask applies its own
 * limit to the digits.
 */

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The position just after the `count`th digit of `text` (0 for none; the end when it has fewer). */
function afterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]!) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * A field's text after an edit, masked, and where its caret goes: after as many digits as were
 * before it, so a digit corrected in the middle stays there. `typed` is the text a key press
 * inserted just before the caret (null for a paste, an autofill, a deletion): typed into a full
 * field anywhere but its end, it is refused, as maxLength would, rather than pushing the last
 * digit out.
 */
export function maskEdit(
  text: string,
  caret: number,
  format: (text: string) => string,
  typed: string | null = null,
): { text: string; caret: number } {
  const formatted = format(text);
  if (typed && caret < text.length && digitCount(formatted) < digitCount(text)) {
    const start = caret - typed.length;
    return maskEdit(text.slice(0, start) + text.slice(caret), start, format);
  }
  return { text: formatted, caret: afterDigits(formatted, digitCount(text.slice(0, caret))) };
}

/** A registered field whose text is masked as it is typed, pasted or autofilled, before react-hook-form reads it. */
export function masked<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  format: (text: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement; nativeEvent?: Event }) => {
      const input = event.target;
      const native = event.nativeEvent as InputEvent | undefined;
      const typed = native?.inputType === 'insertText' ? native.data : null;
      const edit = maskEdit(input.value, input.selectionStart ?? input.value.length, format, typed);
      if (edit.text !== input.value) {
        input.value = edit.text;
        if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
      }
      return field.onChange(event);
    },
  };
}
