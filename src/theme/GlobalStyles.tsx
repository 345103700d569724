import { css, Global } from '@emotion/react';
import { theme } from './theme';

// Forced colours (high contrast) drop fills: every button keeps an edge, drawn in its forced
// text colour. #root outranks the buttons' own classes, in that mode only.
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
  @media (forced-colors: active) {
    #root button {
      border: 1px solid;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
