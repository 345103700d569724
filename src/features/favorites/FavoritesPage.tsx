import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { usePageTitle } from '../../components/usePageTitle';
import { productLabel } from '../../lib/text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCatalogueLoaded, useGetProductsQuery } from '../products';
import { FavoriteRow } from './FavoriteRow';
import { loadFavorites, removeFavorite, syncFavorites } from './favoritesFlows';
import { selectFavoriteItems } from './favoritesSelectors';
import { selectFavoritesFailure, selectFavoritesSync } from './favoritesSlice';

const Page = styled.div`
  max-width: 720px;
  margin: 24px auto;
  h1 {
    margin: 0 0 16px;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/**
 * 'Favoritos' (/favoritos, signed in only), newest first, each with a size to
 * choose and 'Adicionar à sacola'. Focus starts on the heading, and comes back to it after a
 * favourite is removed (the list closes up under the button).
 */
export function FavoritesPage() {
  usePageTitle('Favoritos');
  const heading = useHeadingFocus();
  const dispatch = useAppDispatch();
  const catalogue = useGetProductsQuery();
  const catalogueLoaded = useAppSelector(selectCatalogueLoaded);
  const items = useAppSelector(selectFavoriteItems);
  const sync = useAppSelector(selectFavoritesSync);
  const failure = useAppSelector(selectFavoritesFailure);
  useEffect(() => void dispatch(loadFavorites()), [dispatch]);

  const waiting = !catalogueLoaded || ((sync === undefined || sync === 'loading') && items.length === 0);
  let content;
  if (catalogue.isError)
    content = (
      <LoadFailed
        title="Não foi possível carregar os produtos."
        reason={shownFailure(catalogue.error)}
        onRetry={() => void catalogue.refetch()}
      />
    );
  else if (sync === 'failed' && items.length === 0)
    content = (
      <LoadFailed
        title="Não foi possível carregar seus favoritos."
        reason={failure ?? 'server'}
        onRetry={() => void dispatch(syncFavorites())}
      />
    );
  else if (waiting) content = <Loading minHeight={200} />;
  else if (items.length === 0)
    content = (
      <p>
        Você ainda não tem favoritos. Toque no coração de um produto para guardá-lo aqui.{' '}
        <Link to="/">Ver produtos</Link>
      </p>
    );
  else
    content = (
      <ul aria-label="Favoritos">
        {items.map(({ productId, product, to }) => (
          <FavoriteRow
            key={productId}
            product={product}
            to={to}
            onRemove={() => {
              heading.current?.focus();
              void dispatch(removeFavorite(productId, product ? productLabel(product) : ''));
            }}
          />
        ))}
      </ul>
    );

  return (
    <Page>
      <h1 ref={heading} tabIndex={-1}>
        Favoritos
      </h1>
      {content}
    </Page>
  );
}
