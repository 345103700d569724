import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

const Box = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.subtle};
`;

/**
 * The saved address chosen was edited in 'Minha conta' meanwhile: the review shows it as it is
 * now and says so; focus moves here when it appears, so the shopper reads it before finishing.
 */
export function AddressChangedNotice() {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} tabIndex={-1} role="alert">
      Este endereço foi alterado em Minha conta. A entrega vai para o endereço como ele está agora: confira e finalize o
      pedido de novo.
    </Box>
  );
}
