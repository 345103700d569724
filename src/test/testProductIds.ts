/**
 * The catalogue products the tests name, by their catalogue id (`code_color`). Jest builds
 * them from the shop's parsed catalogue (src/test/products.ts) and the browser tests from
 * the raw file (tests/e2e/products.ts), so both say `VESTIDO` for the same dress.
 */
export const TEST_PRODUCT_IDS = {
  /** VESTIDO MIDI FLORAL - VERDE: R$ 263,91, 12% off, 3x R$ 87,97; PP and GG sold out. */
  VESTIDO: '20002605_613',
  /** VESTIDO MIDI FLORAL - AZUL MARINHO: R$ 209,93, 30% off; P sold out. */
  VESTIDO_AZUL: '20002605_039',
  /** REGATA CANELADA - OFF WHITE: R$ 89,90, no discount; GG sold out. */
  REGATA: '20001874_002',
  /** REGATA CANELADA - VINHO: the regata's other colour, sold out in every size. */
  REGATA_VINHO: '20001874_417',
  /** T-SHIRT BÁSICA - CINZA MESCLA: R$ 79,90, in three colours (with BRANCO and TERRACOTA). */
  TSHIRT: '20000931_071',
  /** TOP CROPPED - PRETO: R$ 53,96, 55% off (the largest); PP and M sold out. */
  TOP: '20002213_001',
  /** BATA BORDADA - BRANCO: R$ 179,93, 25% off; G sold out. */
  BATA: '20001650_003',
  /** CAMISA DE LINHO - AREIA: R$ 209,94, 40% off. */
  CAMISA: '20002048_215',
  /** BOLSA TRANSVERSAL - CARAMELO: R$ 399,90, one size (U). */
  BOLSA: '20001405_232',
  /** SAIA PLISSADA - ROSA: R$ 159,92, 20% off; numbered sizes, 36 and 44 sold out. */
  SAIA: '20002129_505',
  /** BLUSA OMBRO A OMBRO - VERMELHO: R$ 149,90. */
  BLUSA: '20001988_401',
  /** CASACO DE LÃ - CAMEL: R$ 1.299,90 (the dearest), 3x R$ 433,30. */
  CASACO: '20000876_236',
  /** PULSEIRA DOURADA - DOURADO: not on sale. */
  PULSEIRA: '20001297_810',
  /** SHORT ALFAIATARIA - BEGE: not on sale, though some sizes are in stock. */
  SHORT: '20002290_214',
  /** CALÇA JEANS RETA - AZUL JEANS: R$ 280,42, 15% off. */
  CALCA_JEANS: '20002451_046',
  /** KIMONO ESTAMPADO - TERRACOTA: R$ 159,45, 45% off. */
  KIMONO: '20001761_318',
} as const;

export type TestProductName = keyof typeof TEST_PRODUCT_IDS;
