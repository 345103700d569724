import { Banner, type BannerSlide } from '../../components/Banner';
import { FREE_SHIPPING_PROMO, pixOffText } from '../../rules/prices';
import { CATALOG_SECTION_ID } from './catalogQuery';

/**
 * Four banner images, each with its message under it. A call to action
 * leads to the grid below (CATALOG_SECTION_ID): all of it for the new collection,
 * only the discounted products for the sale ('Só promoções').
 */
const SLIDES: readonly BannerSlide[] = [
  {
    src: '/images/banner/banner-1.svg',
    alt: 'Nova coleção',
    text: 'Peças leves para todas as estações',
    cta: { label: 'Confira a coleção', to: `/#${CATALOG_SECTION_ID}` },
  },
  {
    src: '/images/banner/banner-2.svg',
    alt: 'Até 55% off',
    text: 'Liquida Vitrine, em peças selecionadas',
    cta: { label: 'Ver promoções', to: `/?promocao=1#${CATALOG_SECTION_ID}` },
  },
  {
    src: '/images/banner/banner-3.svg',
    alt: FREE_SHIPPING_PROMO,
    text: 'Para todo o Brasil, direto da vitrine para a sua casa',
  },
  // The pictures of slides 3 and 4 say the same words, drawn from the same rules (scripts/generate-catalogue-assets.mjs).
  {
    src: '/images/banner/banner-4.svg',
    alt: `${pixOffText()} no PIX`,
    text: 'Desconto aplicado no fechamento do pedido',
  },
];

/** The home page's banner, with this shop's slides. */
export function HomeBanner() {
  return <Banner slides={SLIDES} />;
}
