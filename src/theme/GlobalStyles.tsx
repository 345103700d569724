import { css, Global } from '@emotion/react';
import { theme } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    line-height: 1.4;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  button,
  input,
  select {
    font: inherit;
    color: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  #root {
    min-height: 100vh;
    display: flex;
    flex-direction: column;
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
