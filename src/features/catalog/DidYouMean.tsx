import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { CATALOG_SECTION_ID, toSearchString } from './catalogQuery';
import { selectCatalogQuery } from './catalogQuerySlice';
import { selectCorrectedProducts, selectCorrection } from './correction';
import { ProductCards } from './ProductCards';

const Offer = styled.p`
  margin: -24px 0 32px;
  text-align: center;
  font-size: 1.125rem;
  a {
    font-weight: 700;
    color: inherit;
  }
`;

/**
 * Issue 32, under 'Nenhum produto encontrado': 'Você quis dizer vestido?' when close names
 * find products, and those products. The link is the home page's address for the word, as a
 * banner's: it sets the search, keeps the sort and filters, and takes the focus to the grid.
 */
export function DidYouMean() {
  const correction = useAppSelector(selectCorrection);
  const products = useAppSelector(selectCorrectedProducts);
  const query = useAppSelector(selectCatalogQuery);
  if (!correction || products.length === 0) return null;
  const address = `/${toSearchString({ ...query, search: correction })}#${CATALOG_SECTION_ID}`;
  return (
    <>
      <Offer>
        Você quis dizer <Link to={address}>{correction}</Link>?
      </Offer>
      <ProductCards products={products} label={`Resultados para ${correction}`} pageKey={address} />
    </>
  );
}
