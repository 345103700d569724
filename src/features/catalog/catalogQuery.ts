import { SORT_ORDERS, type SortOrder } from './sorting';

/** What the home grid shows; it lives in the URL so Back, reload and sharing keep it. */
export interface CatalogQuery {
  search: string;
  sort: SortOrder;
  promoOnly: boolean;
  size: string | null;
}

/** The home page's grid and its controls, as a link target (`/#produtos`). */
export const CATALOG_SECTION_ID = 'produtos';

/** Search text is capped so a pasted novel cannot slow every keystroke. */
export const MAX_SEARCH_LENGTH = 100;

/** The spec's sizes, in the order shoppers expect them. */
export const SIZES = ['PP', 'P', 'M', 'G', 'GG', '36', '38', '40', '42', '44', 'U'] as const;

const SORT_PARAMS: Record<SortOrder, string | null> = {
  catalogue: null,
  name: 'a-z',
  'price-asc': 'menor-preco',
  'price-desc': 'maior-preco',
};

/** `?q=vestido&ordem=menor-preco&tamanho=M&promocao=1` → query; junk is ignored. */
export function parseCatalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const sortParam = params.get('ordem');
  const size = params.get('tamanho')?.toUpperCase() ?? null;
  return {
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: SORT_ORDERS.find((order) => SORT_PARAMS[order] === sortParam && sortParam !== null) ?? 'catalogue',
    promoOnly: params.get('promocao') === '1',
    size: size && (SIZES as readonly string[]).includes(size) ? size : null,
  };
}

/** The inverse of parseCatalogQuery: '' for the plain home page. */
export function toSearchString({ search, sort, promoOnly, size }: CatalogQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  const sortParam = SORT_PARAMS[sort];
  if (sortParam) params.set('ordem', sortParam);
  if (size) params.set('tamanho', size);
  if (promoOnly) params.set('promocao', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}
