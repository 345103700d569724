import styled from '@emotion/styled';
import { visuallyHidden } from '../../components/VisuallyHidden';

/** Out of sight until it has focus. */
const Link = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 30;
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;
  &:not(:focus) {
    ${visuallyHidden}
  }
`;

/**
 * The keyboard's first stop: straight to the page's content, past the promo
 * strip, the header and its links. Focus is moved by hand, because the
 * address must not change (the router would take '#conteudo' as a new page).
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Pular para o conteúdo
    </Link>
  );
}
