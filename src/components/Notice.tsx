import styled from '@emotion/styled';

/** A line the shopper must read before going on: the accent bar on its left, on the subtle background. */
export const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.subtle};
`;

/** A notice with a heading, text and perhaps an action, laid out in a column. */
export const NoticeBox = styled(Notice.withComponent('div'))`
  display: grid;
  gap: 8px;
  padding: 16px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p,
  ul {
    margin: 0;
  }
  button {
    justify-self: start;
  }
`;
