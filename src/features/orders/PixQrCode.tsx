import styled from '@emotion/styled';
import { generate } from 'lean-qr/nano';
import { useMemo } from 'react';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 240px;
  height: auto;
  /* A QR code must stay dark on light to be read: forced colours leave it as drawn. */
  forced-color-adjust: none;
`;

/** The QR code's dark modules as one SVG path: one rectangle per run of dark modules in a row. */
export function qrPath(code: string): { size: number; d: string } {
  const qr = generate(code);
  let d = '';
  for (let y = 0; y < qr.size; y += 1) {
    for (let x = 0; x < qr.size; x += 1) {
      if (!qr.get(x, y)) continue;
      let run = 1;
      while (x + run < qr.size && qr.get(x + run, y)) run += 1;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { size: qr.size, d };
}

/** The PIX QR code drawn in the page, with the 4-module quiet zone readers need. */
export function PixQrCode({ code }: { code: string }) {
  const { size, d } = useMemo(() => qrPath(code), [code]);
  return (
    <Svg viewBox={`-4 -4 ${size + 8} ${size + 8}`} role="img" aria-label="QR code do PIX" shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={d} fill="#000" />
    </Svg>
  );
}
