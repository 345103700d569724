import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage';
import { MyAccountPage } from '../features/account/MyAccountPage';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage';
import { SignUpPage } from '../features/account/SignUpPage';
import { FavoritesPage } from '../features/favorites/FavoritesPage';
import { PrivacyPage } from './PrivacyPage';
import { ReturnsPolicyPage } from './ReturnsPolicyPage';

const PAGES = {
  cadastro: SignUpPage,
  'esqueci-senha': ForgotPasswordPage,
  'redefinir-senha': ResetPasswordPage,
  privacidade: PrivacyPage,
  'trocas-e-devolucoes': ReturnsPolicyPage,
  conta: MyAccountPage,
  favoritos: FavoritesPage,
} satisfies Record<string, () => React.JSX.Element>;

/** The paths of the account's pages (src/app/routes.tsx routes each of them here). */
export type AccountPath = keyof typeof PAGES;

/**
 * The account's pages, fetched as one file when the shopper first opens one of them; each is
 * the page its path names (src/app/routes.tsx: ACCOUNT_PATHS, and 'conta' among the signed-in
 * pages). The privacy notice the sign-up's consent names comes with them, and the favourites'
 * list, which 'Minha conta' links to.
 */
export function AccountPage({ path }: { path: AccountPath }) {
  const Page = PAGES[path];
  return <Page />;
}
