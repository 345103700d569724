import styled from '@emotion/styled';

/** The shell of the site's reading pages ('Privacidade', 'Trocas e devoluções'): one column of text. */
export const SitePage = styled.article`
  max-width: 720px;
  margin: 24px auto;
  display: grid;
  gap: 16px;
  line-height: 1.5;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  h2 {
    margin: 16px 0 0;
    font-size: 1.125rem;
    font-weight: 400;
  }
  p,
  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0 0 12px;
  }
`;
