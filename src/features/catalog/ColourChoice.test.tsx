import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Product } from '../../api/types';
import { REGATA, REGATA_VINHO, VESTIDO, VESTIDO_AZUL } from '../../test/products';
import { theme } from '../../theme/theme';
import { ColourChoice } from './ColourChoice';

/** The choice as the page holds it: the chosen colour follows each choice. */
function Choice({ colours, onChoose }: { colours: Product[]; onChoose: (colour: Product) => void }) {
  const [chosen, setChosen] = useState(colours[0]!);
  return (
    <ColourChoice
      colours={colours}
      chosen={chosen}
      onChoose={(colour) => {
        onChoose(colour);
        setChosen(colour);
      }}
    />
  );
}

function renderChoice(colours: Product[]) {
  const onChoose = jest.fn<void, [Product]>();
  render(
    <ThemeProvider theme={theme}>
      <Choice colours={colours} onChoose={onChoose} />
      <button type="button">Adicionar produto à sacola</button>
    </ThemeProvider>,
  );
  return { onChoose, user: userEvent.setup(), group: screen.getByRole('radiogroup', { name: 'Cor' }) };
}

const chosenColours = (onChoose: jest.Mock<void, [Product]>) => onChoose.mock.calls.map(([colour]) => colour.color);

describe("the product page's 'Cor' choice", () => {
  it('is a radio group named Cor, one radio named by each colour, the chosen one checked', () => {
    const { group } = renderChoice([VESTIDO, VESTIDO_AZUL]);
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['verde', 'azul-marinho']);
    expect(within(group).getByRole('radio', { name: 'VERDE' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'AZUL MARINHO' })).not.toBeChecked();
  });

  it('chooses a colour by a click', async () => {
    const { user, group, onChoose } = renderChoice([VESTIDO, VESTIDO_AZUL]);
    await user.click(within(group).getByRole('radio', { name: 'AZUL MARINHO' }));
    expect(chosenColours(onChoose)).toEqual(['AZUL MARINHO']);
    expect(within(group).getByRole('radio', { name: 'AZUL MARINHO' })).toBeChecked();
  });

  it('moves between colours with the arrow keys, wrapping round, as one tab stop', async () => {
    const { user, group, onChoose } = renderChoice([VESTIDO, VESTIDO_AZUL]);
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'VERDE' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'AZUL MARINHO' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chosenColours(onChoose)).toEqual(['AZUL MARINHO', 'VERDE']);
    expect(within(group).getByRole('radio', { name: 'VERDE' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adicionar produto à sacola' })).toHaveFocus();
  });

  it('marks a sold-out colour and still lets the shopper choose it, to see it', async () => {
    const { user, group, onChoose } = renderChoice([REGATA, REGATA_VINHO]);
    const soldOut = within(group).getByRole('radio', { name: 'VINHO (esgotado)' });
    expect(soldOut).toBeEnabled();
    expect(within(group).getByRole('radio', { name: 'OFF WHITE' })).toBeInTheDocument();
    await user.click(soldOut);
    expect(chosenColours(onChoose)).toEqual(['VINHO']);
    expect(soldOut).toBeChecked();
  });
});
