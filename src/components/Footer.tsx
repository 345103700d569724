import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { ExternalLink } from './ExternalLink';
import { Svg, type IconProps } from './Icons';

// The footer's own links and brand icons travel with it, in the file
// fetched after the first paint: the author's profiles and the retailer's social pages.
const CONTACT_LINKS = [
  { label: 'GitHub', href: 'https://github.com/vitrine-loja' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/in/vitrine-loja' },
  { label: 'WhatsApp', href: 'https://wa.me/5511900000000' },
  { label: 'E-mail', href: 'mailto:contato@vitrine.dev' },
] as const;

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/amaro' },
  { label: 'Facebook', href: 'https://www.facebook.com/amaro' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/amaro' },
] as const;

const ArrowUp = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </Svg>
);
const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />
  </Svg>
);
const PinterestIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M11 8c3-1 6 1 5 4s-4 3-5 1M12 10l-3 11" />
  </Svg>
);

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.subtle};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Info = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
  text-align: center;
  p {
    margin: 0;
    max-width: 640px;
  }
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  a {
    color: ${({ theme }) => theme.colors.text};
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;
/** The footer bar is 30px tall. */
const Bar = styled.div`
  height: 30px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
`;
const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  background: transparent;
  padding: 6px 14px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const socialIcons = { Instagram: InstagramIcon, Facebook: FacebookIcon, Pinterest: PinterestIcon };

/** The spec's footer: contacts, disclaimer, image credit, scroll-to-top, social icons, copyright bar; the privacy notice. */
export function Footer() {
  return (
    <Wrapper>
      <Info>
        <TopButton type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <ArrowUp size={16} /> Voltar ao topo
        </TopButton>
        <nav aria-label="Contato">
          <Links>
            {CONTACT_LINKS.map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </Links>
        </nav>
        <nav aria-label="Redes sociais">
          <Links>
            {SOCIAL_LINKS.map(({ label, href }) => {
              const Icon = socialIcons[label];
              return (
                <li key={label}>
                  <ExternalLink href={href} aria-label={label}>
                    <Icon size={22} />
                  </ExternalLink>
                </li>
              );
            })}
          </Links>
        </nav>
        <p>
          Todos os direitos de imagem e dos produtos pertencem à AMARO. Este é um projeto feito apenas para fins de
          estudo, sem nenhum vínculo com a marca.
        </p>
        <p>Imagens editadas pela equipe Vitrine a partir de uma coleção original de ilustrações vetoriais.</p>
        {/* What the shop keeps where, from every page. */}
        <Link to="/privacidade">Privacidade</Link>
        <Link to="/trocas-e-devolucoes">Trocas e devoluções</Link>
      </Info>
      <Bar>
        <p style={{ margin: 0 }}>© {new Date().getFullYear()} Vitrine · feito por Equipe Vitrine</p>
      </Bar>
    </Wrapper>
  );
}
