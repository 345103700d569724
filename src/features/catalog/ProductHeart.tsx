import type { Product } from '../../api/types';
import { FavoriteButton } from '../../components/FavoriteButton';
import { useFavorite } from '../favorites';

/** The heart of a card or of the product page. */
export function ProductHeart({
  product,
  describedBy,
  className,
}: {
  product: Product;
  describedBy?: string;
  className?: string;
}) {
  const { on, toggle, ref } = useFavorite(product);
  return <FavoriteButton ref={ref} on={on} onClick={toggle} describedBy={describedBy} className={className} />;
}
