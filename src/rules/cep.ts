/**
 * CEP, the Brazilian postcode (house style: mask 00000-000, 8 digits without
 * the hyphen accepted), and the 27 federative units (UF) it maps to. Shared
 * by the fake backend (address lookup, shipping by region) and the address form.
 */

/** Digits only: '01310-100', '01310100' and ' CEP 01310 100 ' all give '01310100'. */
export function normalizeCep(text: string): string {
  return text.replace(/\D/g, '');
}

/** The mask 00000-000, progressively: '0131' → '0131', '013101' → '01310-1'; digits past the eighth are dropped. */
export function formatCep(text: string): string {
  const digits = normalizeCep(text).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** True once the text holds exactly the 8 digits of a CEP. */
export function isCompleteCep(text: string): boolean {
  return normalizeCep(text).length === 8;
}

/** The 27 UFs (26 states and the Federal District), in the alphabetical order of their names, as forms list them. */
export const UFS = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
] as const;

export type UfCode = (typeof UFS)[number]['code'];

export function isUf(code: string): code is UfCode {
  return UFS.some((uf) => uf.code === code);
}

/** The Correios' ranges by the CEP's first five digits: [first, last, UF]. Gaps belong to no UF. */
const CEP_RANGES: ReadonlyArray<readonly [number, number, UfCode]> = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/** The UF a CEP of exactly 8 digits belongs to, or null (not 8 digits, or outside every range). */
export function ufForCep(cep8: string): UfCode | null {
  if (!/^\d{8}$/.test(cep8)) return null;
  const prefix = Number(cep8.slice(0, 5));
  return CEP_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}
