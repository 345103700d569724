import { Notice } from '../../components/Notice';
import { useEffect, useRef } from 'react';

/**
 * The saved address chosen was edited in 'Minha conta' meanwhile: the review shows it as it is
 * now and says so; focus moves here when it appears, so the shopper reads it before finishing.
 */
export function AddressChangedNotice() {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Notice ref={box} tabIndex={-1} role="alert">
      Este endereço foi alterado em Minha conta. A entrega vai para o endereço como ele está agora: confira e finalize o
      pedido de novo.
    </Notice>
  );
}
