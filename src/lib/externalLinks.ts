/**
 * Outbound links of the header (spec §1): the imitated retailer's pages. The
 * footer's are in footerLinks.ts, loaded with the footer. All open in a new
 * tab with rel="noopener noreferrer".
 */
export const HEADER_LINKS = [
  { label: 'Nossas Lojas', href: 'https://amaro.com/lojas' },
  { label: 'Cartão Presente', href: 'https://amaro.com/cartao-presente' },
  { label: 'BLOG', href: 'https://amaro.com/blog' },
] as const;
