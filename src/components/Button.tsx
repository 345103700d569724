import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

const variants = {
  /**
   * A page's main action: black with white type ('Adicionar produto à sacola', 'Entrar'); its
   * border is transparent, so forced-colours mode draws the button's outline.
   */
  solid: (theme: Theme) => css`
    padding: 13px 19px;
    border: 1px solid transparent;
    background: ${theme.colors.text};
    color: ${theme.colors.accentText};
    font-weight: 700;
  `,
  /** A second action beside or below the content ('Tentar novamente', 'Carregar mais'). */
  outline: (theme: Theme) => css`
    padding: 12px 20px;
    border: 1px solid ${theme.colors.text};
    background: transparent;
    color: ${theme.colors.text};
  `,
};

/**
 * The shop's one text button. Pass `type` as for any button; callers add only
 * layout of their own.
 */
export const Button = styled.button<{ variant?: keyof typeof variants }>`
  ${({ theme, variant = 'solid' }) => variants[variant](theme)}
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;
