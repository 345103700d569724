import { useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '../../api/types';
import type { SamePageState } from '../../components/samePage';
import { productPath } from '../products';

/** The router's state of an address a colour choice made: the colour the page was opened in. */
interface ColourChoiceState extends SamePageState {
  openedColour: string;
}

function openedColourOf(state: unknown): string | undefined {
  const opened = (state as Partial<ColourChoiceState> | null)?.openedColour;
  return typeof opened === 'string' ? opened : undefined;
}

/**
 * The 'Cor' choice's move: the chosen colour's address, on the same page.
 * A shopper who tries colours and presses Back expects the product as they opened it,
 * not every colour they passed on the way: the first choice adds one history entry,
 * later ones replace it, and choosing the opened colour again goes back to its entry.
 * So Back always returns to the first colour, and one more Back leaves the product.
 */
export function useChooseColour(): (shown: Product, colour: Product) => void {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  return (shown, colour) => {
    if (colour.id === shown.id) return;
    const opened = openedColourOf(state);
    if (opened === undefined) {
      const choice: ColourChoiceState = { samePage: true, openedColour: shown.id };
      void navigate(productPath(colour), { state: choice });
    } else if (colour.id === opened) void navigate(-1);
    else void navigate(productPath(colour), { replace: true, state });
  };
}
