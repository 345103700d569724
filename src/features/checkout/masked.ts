import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered field whose text is rewritten as it is typed or pasted (CEP
 * 00000-000, CPF 000.000.000-00, card groups, MM/AA), before react-hook-form reads it.
 */
export function masked<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  format: (text: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      const formatted = format(event.target.value);
      if (formatted !== event.target.value) event.target.value = formatted;
      return field.onChange(event);
    },
  };
}
