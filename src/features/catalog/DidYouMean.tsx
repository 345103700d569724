import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const Offer = styled.p`
  margin: -24px 0 32px;
  text-align: center;
  font-size: 1.125rem;
  a {
    font-weight: 700;
    color: inherit;
  }
`;

interface DidYouMeanProps {
  /** The text offered in place of the search. */
  correction: string;
  /** The home page's address for it, as a banner's: it sets the search, keeps the sort and filters. */
  to: string;
}

/** Under 'Nenhum produto encontrado': 'Você quis dizer vestido?', a link that searches for it. */
export function DidYouMean({ correction, to }: DidYouMeanProps) {
  return (
    <Offer>
      Você quis dizer <Link to={to}>{correction}</Link>?
    </Offer>
  );
}
