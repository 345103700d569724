import styled from '@emotion/styled';

/**
 * A product's row in a list of them (the bag's lines, the favourites): its picture and its
 * words side by side, a rule below. Each list sets its own `grid-template-columns`.
 */
export const LineRow = styled.li`
  display: grid;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 4px;
    font-size: 0.9375rem;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 4px;
    font-size: 0.875rem;
  }
`;
