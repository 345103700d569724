import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage';
import { SignUpPage } from '../features/account/SignUpPage';

const PAGES = {
  cadastro: SignUpPage,
  'esqueci-senha': ForgotPasswordPage,
  'redefinir-senha': ResetPasswordPage,
};

/**
 * Issue 31: the account's pages, each at the path it is named by, fetched as one file when the
 * shopper first opens one of them (src/app/routes.tsx).
 */
export function AccountPage({ path }: { path: keyof typeof PAGES }) {
  const Page = PAGES[path];
  return <Page />;
}
