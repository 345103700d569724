import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { PASSWORD_RULE_TEXT } from '../../rules/account';

interface NewPasswordFieldsProps {
  /** Prefixes the fields' ids: `${idPrefix}-password` and `${idPrefix}-password-confirmation`. */
  idPrefix: string;
  /** 'Senha' when making an account, 'Nova senha' when replacing one; the confirmation follows it. */
  label: 'Senha' | 'Nova senha';
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
}

/** A new password and its confirmation, with the password rule as the hint (src/rules/account.ts). */
export function NewPasswordFields({ idPrefix, label, password, confirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        error={errors.password}
        {...password}
      />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        label={`Confirme a ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
