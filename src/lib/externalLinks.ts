/**
 * The shop's outbound links (spec §1): the imitated retailer's pages in the
 * header, the author's profiles and the retailer's social pages in the footer.
 * All open in a new tab with rel="noopener noreferrer".
 */
export const HEADER_LINKS = [
  { label: 'Nossas Lojas', href: 'https://amaro.com/lojas' },
  { label: 'Cartão Presente', href: 'https://amaro.com/cartao-presente' },
  { label: 'BLOG', href: 'https://amaro.com/blog' },
] as const;

export const CONTACT_LINKS = [
  { label: 'GitHub', href: 'https://github.com/vitrine-loja' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/in/vitrine-loja' },
  { label: 'WhatsApp', href: 'https://wa.me/5511900000000' },
  { label: 'E-mail', href: 'mailto:contato@vitrine.dev' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/amaro' },
  { label: 'Facebook', href: 'https://www.facebook.com/amaro' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/amaro' },
] as const;
