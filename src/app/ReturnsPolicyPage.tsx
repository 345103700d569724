import { Link } from 'react-router-dom';
import { useHeadingFocus } from '../components/useHeadingFocus';
import { usePageTitle } from '../components/usePageTitle';
import { CANCELLATION_POLICY } from '../rules/cancellation';
import { MONEY_BACK_POLICY } from '../rules/moneyBack';
import {
  isFinalReturnState,
  nextReturnStates,
  POSTAGE_CODE_VALID_DAYS,
  RETURN_REQUEST_STATES,
  returnStateLabel,
} from '../rules/returnRequests';
import { RETURN_KINDS, type ReturnKind } from '../rules/returnWindows';
import { STORE_CREDIT_POLICY } from '../rules/storeCredit';
import { SitePage } from './SitePage';

const daysOf = (id: ReturnKind) => RETURN_KINDS.find((kind) => kind.id === id)!.days;

/**
 * A request's way through, as the rules move it: the states before the parcel is received, the
 * receipt, and the ways it ends from there ('reembolsada, troca enviada ou vale-troca emitido').
 */
const STEPS = RETURN_REQUEST_STATES.slice(
  0,
  RETURN_REQUEST_STATES.findIndex(({ id }) => id === 'received'),
)
  .filter(({ id }) => !isFinalReturnState(id))
  .map(({ label }) => label);
const RECEIVED = returnStateLabel('received');
const ENDINGS = new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format(
  nextReturnStates('received').map((state) => returnStateLabel(state).toLowerCase()),
);

/**
 * 'Trocas e devoluções' (/trocas-e-devolucoes, open to all): the store's policy after the purchase.
 * Every deadline and sentence comes from the rules the shop and the backend apply (src/rules/),
 * so the page cannot promise what the server refuses.
 */
export function ReturnsPolicyPage() {
  usePageTitle('Trocas e devoluções');
  const heading = useHeadingFocus();
  return (
    <SitePage aria-labelledby="returns-title">
      <h1 id="returns-title" ref={heading} tabIndex={-1}>
        Trocas e devoluções
      </h1>
      <p>
        Depois de receber o pedido, você pode desistir da compra, trocar um item ou nos avisar de um defeito. Os prazos
        contam a partir do dia da entrega, no horário de Brasília, e o último dia vale inteiro.
      </p>
      {RETURN_KINDS.map((kind) => (
        <section key={kind.id} aria-labelledby={`returns-${kind.id}`}>
          <h2 id={`returns-${kind.id}`}>
            {kind.label}: até {kind.days} dias
          </h2>
          <p>{kind.policy}</p>
        </section>
      ))}
      <h2>O que diz a lei</h2>
      <p>
        Pelo Código de Defesa do Consumidor, uma compra feita pela internet pode ser desfeita em até{' '}
        {daysOf('withdrawal')} dias após o recebimento, sem dar motivo, e tudo o que foi pago é devolvido, inclusive o
        frete da entrega. Um defeito pode ser reclamado em até {daysOf('defect')} dias, porque roupas são bens duráveis.
        A troca de tamanho ou cor em até {daysOf('exchange')} dias é um benefício da loja, além do que a lei pede.
      </p>
      <h2>Como pedir</h2>
      <p>
        Em <Link to="/pedidos">Meus pedidos</Link>, abra um pedido entregue e escolha &lsquo;Trocar ou devolver&rsquo;.
        A página mostra o prazo de cada item e confirma o pedido na hora, também por email. Quando ele é aprovado, você
        recebe um código de postagem dos Correios, válido por {POSTAGE_CODE_VALID_DAYS} dias: sem postagem nesse prazo,
        a solicitação expira. Você pode cancelá-la enquanto não postou o pacote.
      </p>
      <p>A solicitação passa por estas etapas:</p>
      <ol aria-label="Etapas da solicitação">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
        <li>
          {RECEIVED}: conferimos cada item, e ela termina como {ENDINGS}. Uma{' '}
          {returnStateLabel('exchangeShipped').toLowerCase()} passa a{' '}
          {returnStateLabel('exchangeDelivered').toLowerCase()} quando chega.
        </li>
      </ol>
      <h2>Cancelar um pedido</h2>
      <p>{CANCELLATION_POLICY}</p>
      <h2>Como o dinheiro volta</h2>
      <p>{MONEY_BACK_POLICY}</p>
      <p>{STORE_CREDIT_POLICY}</p>
    </SitePage>
  );
}
