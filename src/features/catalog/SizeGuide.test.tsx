import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

async function openProduct(url: string, title: string) {
  const utils = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: title });
  return utils;
}

/** Each body row as [size, equivalent, busto, cintura, quadril]. */
function rows(table: HTMLElement): string[][] {
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) =>
    [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
      (cell) => cell.textContent ?? '',
    ),
  );
}

describe("'Guia de medidas'", () => {
  it('opens and closes a table of measures for the letter sizes PP–GG', async () => {
    const { user } = await openProduct('/product/VESTIDO%20MIDI%20FLORAL?cor=verde', 'VESTIDO MIDI FLORAL - VERDE');
    const toggle = screen.getByRole('button', { name: 'Guia de medidas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Medidas do corpo (cm)' });
    expect(toggle).toHaveAttribute('aria-controls', table.parentElement!.id);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tamanho', 'Equivale a', 'Busto', 'Cintura', 'Quadril']);
    // Every size the product lists, sold out or not.
    expect(rows(table)).toEqual([
      ['PP', '36', '80', '62', '88'],
      ['P', '38', '84', '66', '92'],
      ['M', '40', '88', '70', '96'],
      ['G', '42', '92', '74', '100'],
      ['GG', '44', '96', '78', '104'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'M' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds the table in a named box the keyboard can scroll, should it not fit', async () => {
    const { user } = await openProduct('/product/VESTIDO%20MIDI%20FLORAL?cor=verde', 'VESTIDO MIDI FLORAL - VERDE');
    await user.click(screen.getByRole('button', { name: 'Guia de medidas' }));
    const box = screen.getByRole('region', { name: 'Medidas do corpo (cm)' });
    expect(box).toContainElement(screen.getByRole('table', { name: 'Medidas do corpo (cm)' }));
    await user.tab();
    expect(box).toHaveFocus();
  });

  it('gives a numeric product (CALÇA PANTALONA) the rows 36–44', async () => {
    const { user } = await openProduct('/product/CAL%C3%87A%20PANTALONA?cor=preto', 'CALÇA PANTALONA - PRETO');
    await user.click(screen.getByRole('button', { name: 'Guia de medidas' }));
    const table = screen.getByRole('table', { name: 'Medidas do corpo (cm)' });
    expect(rows(table)).toEqual([
      ['36', 'PP', '80', '62', '88'],
      ['38', 'P', '84', '66', '92'],
      ['40', 'M', '88', '70', '96'],
      ['42', 'G', '92', '74', '100'],
      ['44', 'GG', '96', '78', '104'],
    ]);
  });

  it('is not offered for a one-size (U) product', async () => {
    await openProduct('/product/BOLSA%20TRANSVERSAL?cor=caramelo', 'BOLSA TRANSVERSAL - CARAMELO');
    expect(screen.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guia de medidas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
