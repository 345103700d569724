/**
 * What shipping costs and takes, by the destination's region (issue 23): the
 * carriers charge more and take longer the farther from the warehouse in São
 * Paulo. Economy is free above R$ 199 (spec §9, src/lib/shipping.ts).
 */
import type { ShippingOption } from '../../../src/api/types';
import type { UfCode } from '../../../src/lib/cep';
import { freeEconomyShipping } from '../../../src/lib/shipping';

type Region = 'sudeste' | 'sul' | 'centroOeste' | 'nordeste' | 'norte';

const REGION: Record<UfCode, Region> = {
  SP: 'sudeste',
  RJ: 'sudeste',
  MG: 'sudeste',
  ES: 'sudeste',
  PR: 'sul',
  SC: 'sul',
  RS: 'sul',
  DF: 'centroOeste',
  GO: 'centroOeste',
  MT: 'centroOeste',
  MS: 'centroOeste',
  BA: 'nordeste',
  SE: 'nordeste',
  AL: 'nordeste',
  PE: 'nordeste',
  PB: 'nordeste',
  RN: 'nordeste',
  CE: 'nordeste',
  PI: 'nordeste',
  MA: 'nordeste',
  PA: 'norte',
  AP: 'norte',
  AM: 'norte',
  RR: 'norte',
  AC: 'norte',
  RO: 'norte',
  TO: 'norte',
};

/** [economy cents, economy days, express cents, express days] per region. */
const RATES: Record<Region, readonly [number, number, number, number]> = {
  sudeste: [1990, 5, 3490, 2],
  sul: [2490, 7, 4290, 3],
  centroOeste: [2790, 8, 4790, 3],
  nordeste: [2990, 9, 5490, 4],
  norte: [3490, 12, 6990, 5],
};

/** The two options for a destination and the subtotal the server priced. */
export function shippingOptions(state: UfCode, subtotalCents: number): ShippingOption[] {
  const [economyCents, economyDays, expressCents, expressDays] = RATES[REGION[state]];
  return [
    {
      id: 'economica',
      name: 'Econômica',
      priceCents: freeEconomyShipping(subtotalCents) ? 0 : economyCents,
      days: economyDays,
    },
    { id: 'expressa', name: 'Expressa', priceCents: expressCents, days: expressDays },
  ];
}
