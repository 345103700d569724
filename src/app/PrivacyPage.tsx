import { Link } from 'react-router-dom';
import { useHeadingFocus } from '../components/useHeadingFocus';
import { usePageTitle } from '../components/usePageTitle';
import { SitePage } from './SitePage';
import { FAVORITES_KEY } from './persistence/favoritesKept';
import { RECENT_KEY } from './persistence/recentlyViewed';
import type { STORAGE_KEYS } from './persistence/storedSession';

/**
 * The session's keys, by name. Their owner, storedSession.ts, lives in the first download: a value
 * imported from it here would make it a module of its own there (about 150 B gz of the 135 kB
 * budget), so the names are written again and the compiler holds each to its owner's (`typeof`).
 */
const SESSION_KEYS: typeof STORAGE_KEYS = {
  user: '@context-amaro:user',
  userName: '@context-amaro:userName',
  checkout: '@context-amaro:checkout',
  sessionSecret: '@context-amaro:sessionSecret',
  token: '@context-amaro:token',
};

/** What each key holds: a key added to STORAGE_KEYS fails the type check until it is explained here. */
const SESSION_KEY_TEXT: Record<keyof typeof STORAGE_KEYS, string> = {
  user: 'Seu id, email e nome, e a sua sacola. Nunca a senha. Gravado quando você entra, apagado quando você sai.',
  userName: 'Seu nome, para a saudação do cabeçalho. Apagado quando você sai.',
  token:
    'O identificador da sessão (seu email e um sufixo). Sozinho não prova nada ao servidor. Apagado quando você sai.',
  checkout:
    'O endereço como você digitou, o frete e a forma de pagamento escolhidos e a chave de um pedido ainda sem ' +
    'resposta. Nunca o número do cartão, o CVV ou o CPF do titular. Gravado com a sessão; se a sessão expira, ' +
    'fica guardado até você entrar de novo.',
  sessionSecret:
    'O segredo da sessão que o servidor emitiu, enviado em cada chamada para provar que é você. Apagado quando você sai.',
};

/** What the shop keeps in this browser: the session's keys, in the order a shopper meets them, and the device's own. */
const IN_THE_BROWSER: ReadonlyArray<readonly [key: string, what: string]> = [
  ...(['user', 'userName', 'token', 'checkout', 'sessionSecret'] as const).map(
    (name) => [SESSION_KEYS[name], SESSION_KEY_TEXT[name]] as const,
  ),
  [
    RECENT_KEY,
    'Os últimos produtos que você abriu neste aparelho, com ou sem conta. Fica até você apagar os dados do site.',
  ],
  [
    FAVORITES_KEY,
    'Seus favoritos como este aparelho os viu por último, e o que você mudou neles e ainda não chegou ao ' +
      'servidor. Leva o seu número de cliente: só é lido de volta quando é você quem entra neste aparelho.',
  ],
];

const ON_THE_SERVER: ReadonlyArray<readonly [what: string, detail: string]> = [
  [
    'Sua conta',
    'Nome, email e CPF, e o seu aceite dos termos de uso e deste aviso. A senha, só como hash (PBKDF2 com um sal ' +
      'aleatório): ninguém consegue lê-la de volta.',
  ],
  [
    'Suas sessões',
    'Só um resumo (SHA-256) do segredo de cada sessão, com quando começou e quando foi usada. Uma sessão acaba ' +
      "quando você sai, em 'Sair de todos os aparelhos', quando a senha muda, ou após 30 dias sem uso (90 no máximo).",
  ],
  [
    'Seus pedidos',
    'Os itens, o endereço de entrega, o frete e o pagamento: do cartão, só a bandeira, os quatro últimos dígitos ' +
      'e o token do emissor. Nunca o número inteiro nem o CVV. O endereço do último pedido é oferecido no próximo.',
  ],
  [
    'Seus endereços',
    "Os endereços que você salva em 'Minha conta' ou na entrega (até 10), e qual é o padrão, até você removê-los.",
  ],
  ['Sua sacola', 'Os itens da sacola, para ela seguir você em outros aparelhos.'],
  ['Seus favoritos', 'Os produtos que você marcou com o coração, para eles seguirem você em outros aparelhos.'],
  [
    "Seus avisos 'Avise-me quando chegar'",
    'O email, o produto e o tamanho de cada aviso, com ou sem conta. Quando o tamanho volta, enviamos um único ' +
      "email e o aviso é apagado; antes disso, você pode removê-lo em 'Minha conta'.",
  ],
  ['Senhas erradas', 'Por 15 minutos, as tentativas com senha errada de cada email, para barrar quem tenta adivinhar.'],
];

/** 'Privacidade' (/privacidade, open to all): what is kept where, in plain words. */
export function PrivacyPage() {
  usePageTitle('Privacidade');
  const heading = useHeadingFocus();
  return (
    <SitePage aria-labelledby="privacy-title">
      <h1 id="privacy-title" ref={heading} tabIndex={-1}>
        Privacidade
      </h1>
      <p>
        A Vitrine é um projeto de estudo. Esta página diz o que ela guarda sobre você e onde. Nada é vendido nem
        compartilhado.
      </p>
      <h2>Neste navegador</h2>
      <dl>
        {IN_THE_BROWSER.map(([key, what]) => (
          <div key={key}>
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <h2>No servidor</h2>
      <dl>
        {ON_THE_SERVER.map(([what, detail]) => (
          <div key={what}>
            <dt>{what}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <h2>Seus dados, seus direitos</h2>
      <p>
        Em <Link to="/conta">Minha conta</Link>, &lsquo;Baixar meus dados&rsquo; baixa um arquivo com tudo o que o
        servidor guarda sobre você (conta, CPF, consentimentos, sessões, sacola, pedidos, endereços salvos e favoritos),
        sem a senha nem os segredos das sessões. &lsquo;Excluir minha conta&rsquo; pede sua senha e apaga a conta, as
        sessões, a sacola, os endereços salvos, os favoritos, o último endereço e as tentativas de senha. Os pedidos
        ficam para a contabilidade da loja, sem seu nome, email, CPF, endereço (só a cidade e a UF) e os dígitos do
        cartão. Depois, o mesmo email e CPF podem criar uma conta nova.
      </p>
    </SitePage>
  );
}
