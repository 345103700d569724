import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { ProductSize } from '../../api/types';
import { sizeChartFor } from './sizeChart';

const Toggle = styled.button`
  justify-self: start;
  border: 0;
  padding: 4px 0;
  background: transparent;
  text-decoration: underline;
  cursor: pointer;
  font-size: 0.875rem;
`;
/**
 * The table fits a 320 px screen (400% zoom of a 1280 px one), and
 * where it cannot (narrower, larger text), it scrolls inside this box, not the page;
 * the box takes keyboard focus so it can be scrolled without a pointer.
 */
const Scroll = styled.div`
  max-width: 360px;
  overflow-x: auto;
`;
const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.8125rem;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 6px;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 6px 4px;
    text-align: center;
  }
`;

/** 'Guia de medidas': busto, cintura and quadril in cm for the product's sizes; none for one size. */
export function SizeGuide({ sizes }: { sizes: readonly ProductSize[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const captionId = useId();
  const rows = sizeChartFor(sizes);
  if (rows.length === 0) return null;
  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Guia de medidas
      </Toggle>
      <Scroll id={id} hidden={!open} role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>Medidas do corpo (cm)</caption>
          <thead>
            <tr>
              <th scope="col">Tamanho</th>
              <th scope="col">Equivale a</th>
              <th scope="col">Busto</th>
              <th scope="col">Cintura</th>
              <th scope="col">Quadril</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.equivalent}</td>
                <td>{row.bust}</td>
                <td>{row.waist}</td>
                <td>{row.hips}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}
