/** Outbound links of the footer (spec §7): the author's profiles and the retailer's social pages. */
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
