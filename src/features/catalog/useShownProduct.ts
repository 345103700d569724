import type { Product, ProductQuery, ProductWithColours } from '../../api/types';
import { isColourNamed } from '../../rules/colours';
import { useGetProductQuery } from '../products';

/** The colour of the product already shown that an address names (as productPath writes it), if any. */
export function colourNamed(shown: ProductWithColours | undefined, { name, color }: ProductQuery): Product | undefined {
  return color === undefined
    ? undefined
    : shown?.colours.find((colour) => colour.name === name && isColourNamed(colour, color));
}

/**
 * The product page's product and its colours, for the name and colour in the address.
 * A colour of the product on screen (the 'Cor' choice, Back to the first colour) is drawn at
 * once from the colours that came with it, while the server is asked for it in the
 * background: switching colour shows no new loading screen. Any other product
 * waits for its answer, as the spec's loading says.
 */
export function useShownProduct(query: ProductQuery) {
  const { currentData, data, isFetching, isError, error, refetch } = useGetProductQuery(query);
  const sameProduct = currentData ? undefined : colourNamed(data, query);
  const product: Product | undefined = currentData ?? sameProduct;
  return {
    product,
    colours: (currentData ?? (sameProduct && data))?.colours ?? [],
    loading: !product && isFetching,
    // A failed background answer leaves the colour on screen as it came.
    isError: !product && isError,
    error,
    refetch,
  };
}
