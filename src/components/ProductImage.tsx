import styled from '@emotion/styled';
import { useState } from 'react';

/** Intrinsic size of catalogue images; the box is reserved before they load (no layout shift). */
export const PRODUCT_IMAGE_SIZE = { width: 470, height: 594 } as const;

const frame = `
  width: 100%;
  aspect-ratio: ${PRODUCT_IMAGE_SIZE.width} / ${PRODUCT_IMAGE_SIZE.height};
`;

const Img = styled.img`
  ${frame}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.subtle};
`;

const Placeholder = styled.div`
  ${frame}
  display: flex;
  align-items: center;
  justify-content: center;
  background: repeating-linear-gradient(45deg, #f4f1ee 0 12px, #efebe7 12px 24px);
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-align: center;
`;

interface ProductImageProps {
  src: string;
  /** "" for a decorative picture, one whose product is named beside it. */
  alt: string;
  /** The first screenful loads eagerly; the rest lazily. */
  eager?: boolean;
}

/** A product photo, or a neat placeholder when the catalogue has none or it fails to load. */
export function ProductImage({ src, alt, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    // Decorative (alt=""): hidden like the picture it stands for, so its words do not join the link's name.
    return alt ? (
      <Placeholder role="img" aria-label={alt}>
        Imagem indisponível
      </Placeholder>
    ) : (
      <Placeholder aria-hidden="true">Imagem indisponível</Placeholder>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
