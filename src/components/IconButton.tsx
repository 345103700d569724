import styled from '@emotion/styled';

/** A 44×44 px borderless button around an icon; give it an aria-label. */
export const IconButton = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  background: transparent;
  cursor: pointer;
`;
