/**
 * The fake backend's postcode directory: real CEPs of well-known addresses in
 * several states, enough to fill the address form in a demo. A CEP
 * not listed here answers 404; the shopper types the address by hand.
 */
import type { CepAddress } from '../../../src/api/types';

const ROWS: ReadonlyArray<readonly [cep: string, street: string, district: string, city: string, state: string]> = [
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'],
  ['04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'],
  ['13015904', 'Rua Barão de Jaguara', 'Centro', 'Campinas', 'SP'],
  ['22070011', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ'],
  ['22410003', 'Rua Visconde de Pirajá', 'Ipanema', 'Rio de Janeiro', 'RJ'],
  ['29055565', 'Avenida Saturnino de Brito', 'Praia do Canto', 'Vitória', 'ES'],
  ['30140010', 'Praça da Liberdade', 'Funcionários', 'Belo Horizonte', 'MG'],
  ['40026280', 'Largo do Pelourinho', 'Pelourinho', 'Salvador', 'BA'],
  ['50030170', 'Rua do Bom Jesus', 'Recife', 'Recife', 'PE'],
  ['60165121', 'Avenida Beira Mar', 'Meireles', 'Fortaleza', 'CE'],
  ['66010020', 'Avenida Presidente Vargas', 'Campina', 'Belém', 'PA'],
  ['69005070', 'Avenida Eduardo Ribeiro', 'Centro', 'Manaus', 'AM'],
  ['70040010', 'Setor Bancário Sul Quadra 1', 'Asa Sul', 'Brasília', 'DF'],
  ['74003010', 'Avenida Goiás', 'Setor Central', 'Goiânia', 'GO'],
  ['80020310', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'],
  ['88010400', 'Praça XV de Novembro', 'Centro', 'Florianópolis', 'SC'],
  ['90010150', 'Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'],
];

const TABLE = new Map<string, CepAddress>(
  ROWS.map(([cep, street, district, city, state]) => [cep, { cep, street, district, city, state }]),
);

/** Every CEP the directory knows (for tests and demos). */
export const KNOWN_CEPS = [...TABLE.keys()];

/** The address of an 8-digit CEP, or null when the directory does not have it. */
export function lookupCep(cep8: string): CepAddress | null {
  return TABLE.get(cep8) ?? null;
}
