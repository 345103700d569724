import styled from '@emotion/styled';
import { CONTACT_LINKS, SOCIAL_LINKS } from '../lib/externalLinks';
import { ExternalLink } from './ExternalLink';
import { ArrowUp, FacebookIcon, InstagramIcon, PinterestIcon } from './Icons';

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
/** Spec §1: the footer bar is 30px tall. */
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

/** Spec §1 footer: contacts, disclaimer, image credit, scroll-to-top, social icons, copyright bar. */
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
      </Info>
      <Bar>
        <p style={{ margin: 0 }}>© {new Date().getFullYear()} Vitrine · feito por Equipe Vitrine</p>
      </Bar>
    </Wrapper>
  );
}
