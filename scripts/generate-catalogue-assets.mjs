#!/usr/bin/env node
// Vitrine — catalogue and illustration generator (study project).
//
// Writes, deterministically and without network access:
//   mocks/catalogue.json
//   public/images/products/<style>-<color_slug>.svg   (one per product with an image)
//   public/images/banner/banner-1.svg … banner-4.svg
//
// All product data and artwork are original. Prices are kept in integer cents
// and only formatted to "R$ 1.299,90" text at the end.
//
// The banners' words are drawn as outlines (opentype.js, Liberation Sans from
// Debian's fonts-liberation, which the chromium package recommends): text inside
// an <img>'s SVG makes the browser match and shape a font for each image, on
// the main thread, while the page first loads (docs/PERFORMANCE.md, devices table).
//
// Usage: node scripts/generate-catalogue-assets.mjs   (FONT_DIR=… for another folder with the font)

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS_DIR = join(ROOT, 'public', 'images', 'products');
const BANNER_DIR = join(ROOT, 'public', 'images', 'banner');
const CATALOGUE_FILE = join(ROOT, 'mocks', 'catalogue.json');

// ---------------------------------------------------------------------------
// Colours: display name -> [3-digit colour code, hex used in the illustration]
// ---------------------------------------------------------------------------
const COLOURS = {
  VERDE: ['613', '#5f8a5a'],
  'AZUL MARINHO': ['039', '#1f2f4d'],
  'OFF WHITE': ['002', '#efe9dc'],
  PRETO: ['001', '#1d1d1f'],
  BRANCO: ['003', '#fbfaf7'],
  'CINZA MESCLA': ['071', '#a3a3a6'],
  AREIA: ['215', '#d8c3a0'],
  'AZUL CELESTE': ['044', '#8fb8de'],
  CARAMELO: ['232', '#a8642e'],
  ROSA: ['505', '#e7a9b8'],
  VERMELHO: ['401', '#c0392b'],
  CAMEL: ['236', '#b98b55'],
  TARTARUGA: ['278', '#6b4226'],
  DOURADO: ['810', '#c9a24a'],
  'AZUL JEANS': ['046', '#4a6a92'],
  BEGE: ['214', '#d9c4a5'],
  TERRACOTA: ['318', '#c0623f'],
  'VERDE MILITAR': ['629', '#4b5a3a'],
  LILÁS: ['552', '#b9a2d4'],
  MOSTARDA: ['742', '#d1a02b'],
  VINHO: ['417', '#6d1f2f'],
};

const LETTER = ['PP', 'P', 'M', 'G', 'GG'];
const NUMERIC = ['36', '38', '40', '42', '44'];
const ONE = ['U'];

// ---------------------------------------------------------------------------
// Product definitions. price in cents, off = discount % (0 = none),
// out = sizes not available, shape/pattern = illustration recipe.
// ---------------------------------------------------------------------------
const DEFS = [
  {
    name: 'VESTIDO MIDI FLORAL',
    style: '20002605',
    color: 'VERDE',
    price: 29990,
    off: 12,
    sizes: LETTER,
    out: ['PP', 'GG'],
    shape: 'dress',
    pattern: 'floral',
  },
  {
    name: 'VESTIDO MIDI FLORAL',
    style: '20002605',
    color: 'AZUL MARINHO',
    price: 29990,
    off: 30,
    sizes: LETTER,
    out: ['P'],
    shape: 'dress',
    pattern: 'floral',
  },
  {
    name: 'REGATA CANELADA',
    style: '20001874',
    color: 'OFF WHITE',
    price: 8990,
    off: 0,
    sizes: LETTER,
    out: ['GG'],
    shape: 'tank',
    pattern: 'rib',
  },
  {
    name: 'TOP CROPPED',
    style: '20002213',
    color: 'PRETO',
    price: 11990,
    off: 55,
    sizes: LETTER,
    out: ['PP', 'M'],
    shape: 'crop',
  },
  {
    name: 'BATA BORDADA',
    style: '20001650',
    color: 'BRANCO',
    price: 23990,
    off: 25,
    sizes: LETTER,
    out: ['G'],
    shape: 'bata',
    pattern: 'embroidery',
  },
  {
    name: 'T-SHIRT BÁSICA',
    style: '20000931',
    color: 'CINZA MESCLA',
    price: 7990,
    off: 0,
    sizes: LETTER,
    out: [],
    shape: 'tshirt',
  },
  {
    name: 'CAMISA DE LINHO',
    style: '20002048',
    color: 'AREIA',
    price: 34990,
    off: 40,
    sizes: LETTER,
    out: ['PP'],
    shape: 'shirt',
  },
  {
    name: 'CALÇA PANTALONA',
    style: '20001712',
    color: 'PRETO',
    price: 27990,
    off: 0,
    sizes: NUMERIC,
    out: ['44'],
    shape: 'pantalona',
  },
  {
    name: 'MACAQUINHO LISTRADO',
    style: '20002377',
    color: 'AZUL CELESTE',
    price: 25990,
    off: 35,
    sizes: LETTER,
    out: ['PP', 'P'],
    shape: 'romper',
    pattern: 'stripes',
  },
  {
    name: 'BOLSA TRANSVERSAL',
    style: '20001405',
    color: 'CARAMELO',
    price: 39990,
    off: 0,
    sizes: ONE,
    out: [],
    shape: 'bag',
  },
  {
    name: 'SAIA PLISSADA',
    style: '20002129',
    color: 'ROSA',
    price: 19990,
    off: 20,
    sizes: NUMERIC,
    out: ['36', '44'],
    shape: 'skirt',
  },
  {
    name: 'BLUSA OMBRO A OMBRO',
    style: '20001988',
    color: 'VERMELHO',
    price: 14990,
    off: 0,
    sizes: LETTER,
    out: ['GG'],
    shape: 'offshoulder',
  },
  {
    name: 'CASACO DE LÃ',
    style: '20000876',
    color: 'CAMEL',
    price: 129990,
    off: 0,
    sizes: LETTER,
    out: ['PP', 'GG'],
    shape: 'coat',
  },
  {
    name: 'ÓCULOS DE SOL GATINHO',
    style: '20001533',
    color: 'TARTARUGA',
    price: 18990,
    off: 50,
    sizes: ONE,
    out: [],
    shape: 'sunglasses',
  },
  {
    name: 'PULSEIRA DOURADA',
    style: '20001297',
    color: 'DOURADO',
    price: 12990,
    off: 0,
    sizes: ONE,
    out: ['U'],
    onSale: false,
    shape: 'bracelet',
  },
  {
    name: 'CALÇA JEANS RETA',
    style: '20002451',
    color: 'AZUL JEANS',
    price: 32990,
    off: 15,
    sizes: NUMERIC,
    out: ['36'],
    shape: 'jeans',
  },
  {
    name: 'SHORT ALFAIATARIA',
    style: '20002290',
    color: 'BEGE',
    price: 21990,
    off: 0,
    sizes: NUMERIC,
    out: ['38', '42'],
    onSale: false,
    shape: 'shorts',
  },
  {
    name: 'KIMONO ESTAMPADO',
    style: '20001761',
    color: 'TERRACOTA',
    price: 28990,
    off: 45,
    sizes: LETTER,
    out: ['PP'],
    shape: 'kimono',
    pattern: 'floral',
  },
  {
    name: 'MACACÃO UTILITÁRIO',
    style: '20002534',
    color: 'VERDE MILITAR',
    price: 45990,
    off: 0,
    sizes: LETTER,
    out: ['PP', 'P'],
    shape: 'jumpsuit',
  },
  {
    name: 'SUÉTER DE TRICÔ',
    style: '20001142',
    color: 'LILÁS',
    price: 26990,
    off: 28,
    sizes: LETTER,
    out: ['GG'],
    shape: 'sweater',
    pattern: 'rib',
  },
  {
    name: 'BLAZER ALONGADO',
    style: '20002682',
    color: 'PRETO',
    price: 59990,
    off: 0,
    sizes: LETTER,
    out: ['M'],
    noImage: true,
    shape: 'coat',
  },
  {
    name: 'CHEMISE DE VISCOSE',
    style: '20001826',
    color: 'MOSTARDA',
    price: 22990,
    off: 0,
    sizes: LETTER,
    out: ['PP'],
    shape: 'chemise',
  },

  // Colourways: entries that share a style are one product in several colours.
  // They come last, so the home page's first screen keeps its products. Each shares its
  // style's name and regular price; the first is sold out in every size.
  {
    name: 'REGATA CANELADA',
    style: '20001874',
    color: 'VINHO',
    price: 8990,
    off: 0,
    sizes: LETTER,
    out: LETTER,
    shape: 'tank',
    pattern: 'rib',
  },
  {
    name: 'T-SHIRT BÁSICA',
    style: '20000931',
    color: 'BRANCO',
    price: 7990,
    off: 0,
    sizes: LETTER,
    out: ['PP'],
    shape: 'tshirt',
  },
  {
    name: 'T-SHIRT BÁSICA',
    style: '20000931',
    color: 'TERRACOTA',
    price: 7990,
    off: 0,
    sizes: LETTER,
    out: ['GG'],
    shape: 'tshirt',
  },
  {
    name: 'SUÉTER DE TRICÔ',
    style: '20001142',
    color: 'CINZA MESCLA',
    price: 26990,
    off: 28,
    sizes: LETTER,
    out: ['PP', 'GG'],
    shape: 'sweater',
    pattern: 'rib',
  },
  {
    name: 'MACAQUINHO LISTRADO',
    style: '20002377',
    color: 'VERMELHO',
    price: 25990,
    off: 35,
    sizes: LETTER,
    out: ['GG'],
    shape: 'romper',
    pattern: 'stripes',
  },
  {
    name: 'CHEMISE DE VISCOSE',
    style: '20001826',
    color: 'AREIA',
    price: 22990,
    off: 0,
    sizes: LETTER,
    out: ['G'],
    shape: 'chemise',
  },
];

// ---------------------------------------------------------------------------
// Money helpers (integer cents only)
// ---------------------------------------------------------------------------
function brl(cents) {
  const reais = Math.floor(cents / 100);
  const cc = String(cents % 100).padStart(2, '0');
  const int = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${int},${cc}`;
}

/** regular × (1 − pct/100), rounded half-up to the cent, integer arithmetic. */
function discounted(cents, pct) {
  return Math.floor((cents * (100 - pct) * 2 + 100) / 200);
}

function installments(actualCents) {
  const n = actualCents < 10000 ? 1 : actualCents < 20000 ? 2 : 3;
  return `${n}x ${brl(Math.ceil(actualCents / n))}`;
}

function slug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------
function mix(hex, target, amount) {
  const a = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const b = [1, 3, 5].map((i) => parseInt(target.slice(i, i + 2), 16));
  return (
    '#' +
    a
      .map((v, i) =>
        Math.round(v + (b[i] - v) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
const dark = (hex, k = 0.28) => mix(hex, '#000000', k);
const light = (hex, k = 0.4) => mix(hex, '#ffffff', k);
const isPale = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 200;
};

// ---------------------------------------------------------------------------
// Illustration recipes (470 × 594 canvas, garment centred on x = 235)
// ---------------------------------------------------------------------------
const BG = '#f4f1ee';

const SHAPES = {
  dress: {
    d: 'M195 80H207L220 140Q235 152 250 140L263 80H275L292 160Q298 210 284 250L352 505Q235 530 118 505L186 250Q172 210 178 160Z',
    extra: (c) => `<path d="M186 250H284" stroke="${dark(c)}" stroke-width="8"/>`,
  },
  tank: {
    d: 'M180 80H205Q235 118 265 80H290Q292 150 330 178V500Q235 514 140 500V178Q178 150 180 80Z',
  },
  crop: {
    d: 'M190 150Q235 182 280 150L345 178L328 238L308 230V330Q235 342 162 330V230L142 238L125 178Z',
    extra: (c) => `<path d="M162 318Q235 330 308 318" stroke="${light(c, 0.25)}" stroke-width="4" fill="none"/>`,
  },
  bata: {
    d: 'M190 95Q235 142 280 95L340 125L395 300L355 315L315 215L325 470Q235 486 145 470L155 215L115 315L75 300L130 125Z',
  },
  tshirt: {
    d: 'M185 95Q235 137 285 95L370 130L395 215L340 230L325 200V482H145V200L130 230L75 215L100 130Z',
    extra: (c) => `<path d="M190 100Q235 128 280 100" stroke="${dark(c, 0.15)}" stroke-width="6" fill="none"/>`,
  },
  shirt: {
    d: 'M190 85L235 122L280 85L345 115L385 470L345 478L318 220L322 490H148L152 220L125 478L85 470L125 115Z',
    extra: (c) => {
      const s = dark(c, 0.2);
      const buttons = [170, 230, 290, 350, 410]
        .map((y) => `<circle cx="235" cy="${y}" r="5" fill="${light(c, 0.6)}"/>`)
        .join('');
      return `<path d="M190 85L235 122L280 85L290 122L242 140L235 122L228 140L180 122Z" fill="${light(c, 0.2)}" stroke="${s}" stroke-width="3"/><path d="M235 140V490" stroke="${s}" stroke-width="3"/>${buttons}`;
    },
  },
  pantalona: {
    d: 'M165 80H305L342 520H250L235 210L220 520H128Z',
    extra: (c) =>
      `<path d="M165 80H305L307 108H163Z" fill="${dark(c, 0.3)}"/><path d="M200 110L206 520M270 110L264 520" stroke="${light(c, 0.18)}" stroke-width="3"/>`,
  },
  jeans: {
    d: 'M170 80H300L312 520H245L235 200L225 520H158Z',
    extra: (c) => {
      const s = light(c, 0.45);
      return `<path d="M170 80H300L301 104H169Z" fill="${dark(c, 0.2)}"/><path d="M182 112Q200 150 230 150M288 112Q270 150 240 150M235 104V200" stroke="${s}" stroke-width="3" stroke-dasharray="7 5" fill="none"/>`;
    },
  },
  shorts: {
    d: 'M160 160H310L332 360H250L235 290L220 360H138Z',
    extra: (c) =>
      `<path d="M160 160H310L312 186H158Z" fill="${dark(c, 0.2)}"/><circle cx="235" cy="173" r="5" fill="${light(c, 0.6)}"/>`,
  },
  romper: {
    d: 'M190 90H205L215 160H255L265 90H280L300 260L332 420H250L235 370L220 420H138L170 260Z',
    extra: (c) => `<path d="M170 260H300" stroke="${dark(c)}" stroke-width="8"/>`,
  },
  jumpsuit: {
    d: 'M185 85Q235 117 285 85L335 110L355 185L320 195L305 170L310 300L325 525H250L235 330L220 525H145L160 300L165 170L150 195L115 185L135 110Z',
    extra: (c) => {
      const s = dark(c, 0.3);
      return `<path d="M160 290H310M235 120V330" stroke="${s}" stroke-width="5"/><path d="M180 180H220V225H180ZM250 180H290V225H250Z" fill="none" stroke="${s}" stroke-width="4"/>`;
    },
  },
  skirt: {
    d: 'M180 150H290L352 462Q235 484 118 462Z',
    extra: (c) => {
      const xs = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
      const lines = xs.map((i) => `M${235 + i * 12} 176L${235 + i * 26} 470`).join('');
      return `<path d="M180 150H290L292 176H178Z" fill="${dark(c, 0.15)}"/><path d="${lines}" stroke="${dark(c, 0.14)}" stroke-width="3"/>`;
    },
  },
  offshoulder: {
    d: 'M110 150H360L378 205L336 220L320 192V430Q235 446 150 430V192L134 220L92 205Z',
    extra: (c) =>
      `<path d="M110 168Q130 184 150 168T190 168T230 168T270 168T310 168T350 168" stroke="${dark(c, 0.25)}" stroke-width="4" fill="none"/>`,
  },
  coat: {
    d: 'M180 70L235 130L290 70L350 100L380 480L340 488L322 230L330 530H140L148 230L130 488L90 480L120 100Z',
    extra: (c) => {
      const s = dark(c, 0.3);
      return `<path d="M180 70L235 130L205 200L235 300M290 70L235 130L265 200L235 300V530" stroke="${s}" stroke-width="4" fill="none"/><circle cx="250" cy="340" r="7" fill="${s}"/><circle cx="250" cy="410" r="7" fill="${s}"/><path d="M165 380H205M265 380H305" stroke="${s}" stroke-width="4"/>`;
    },
  },
  kimono: {
    d: 'M185 80L235 200L285 80L400 130L420 300L330 300L320 500H150L140 300L50 300L70 130Z',
    extra: (c) =>
      `<path d="M185 80L235 200L285 80M235 200V500" stroke="${dark(c, 0.3)}" stroke-width="6" fill="none"/>`,
  },
  sweater: {
    d: 'M185 100Q235 137 285 100L355 125L395 430L355 440L320 220V470H150V220L115 440L75 430L115 125Z',
    extra: (c) => `<path d="M150 445H320M117 420L73 410M353 420L397 410" stroke="${dark(c, 0.2)}" stroke-width="10"/>`,
  },
  chemise: {
    d: 'M190 80L235 115L280 80L345 110L370 210L330 222L318 195L338 510H132L152 195L140 222L100 210L125 110Z',
    extra: (c) => {
      const s = dark(c, 0.25);
      const buttons = [160, 205, 250].map((y) => `<circle cx="235" cy="${y}" r="5" fill="${light(c, 0.6)}"/>`).join('');
      return `<path d="M190 80L235 115L280 80L288 112L235 128L182 112Z" fill="${light(c, 0.2)}" stroke="${s}" stroke-width="3"/><path d="M235 128V290" stroke="${s}" stroke-width="3"/><path d="M150 290H320" stroke="${s}" stroke-width="10"/>${buttons}`;
    },
  },
  bag: {
    d: 'M152 290H318Q340 290 340 312V440Q340 462 318 462H152Q130 462 130 440V312Q130 290 152 290Z',
    before: (c) => `<path d="M152 300Q235 40 318 300" fill="none" stroke="${dark(c, 0.2)}" stroke-width="10"/>`,
    extra: (c) =>
      `<path d="M130 312Q130 290 152 290H318Q340 290 340 312V372Q235 402 130 372Z" fill="${dark(c, 0.18)}"/><circle cx="235" cy="386" r="10" fill="#c9a24a"/>`,
  },
  sunglasses: {
    d: 'M72 246Q150 248 220 262Q224 322 178 338Q118 346 102 300Q96 270 72 246ZM398 246Q320 248 250 262Q246 322 292 338Q352 346 368 300Q374 270 398 246Z',
    extra: (c) =>
      `<path d="M104 268Q150 266 206 276Q206 318 174 326Q126 330 116 300Z M366 268Q320 266 264 276Q264 318 296 326Q344 330 354 300Z" fill="#2b2622" opacity=".85"/>` +
      `<path d="M218 268Q235 254 252 268" stroke="${c}" stroke-width="9" fill="none"/>` +
      `<circle cx="90" cy="254" r="4" fill="${light(c, 0.35)}"/><circle cx="380" cy="254" r="4" fill="${light(c, 0.35)}"/>` +
      `<path d="M130 284L150 276M320 284L340 276" stroke="#fff" stroke-width="4" opacity=".5"/>`,
  },
  bracelet: {
    d: 'M235 225A150 76 0 1 1 234.9 225ZM235 255A120 50 0 1 0 235.1 255Z',
    rule: 'evenodd',
    extra: (c) =>
      `<path d="M105 280A134 62 0 0 1 365 280" stroke="${light(c, 0.5)}" stroke-width="5" fill="none"/>` +
      `<path d="M235 377V400" stroke="${dark(c)}" stroke-width="4"/><circle cx="235" cy="412" r="13" fill="${c}" stroke="${dark(c)}" stroke-width="3"/>`,
  },
};

const PATTERNS = {
  floral: (c) => {
    const petal = isPale(c) ? dark(c, 0.3) : light(c, 0.55);
    return `<pattern id="p" width="46" height="46" patternUnits="userSpaceOnUse"><g fill="${petal}"><circle cx="12" cy="8" r="4"/><circle cx="16" cy="12" r="4"/><circle cx="12" cy="16" r="4"/><circle cx="8" cy="12" r="4"/></g><circle cx="12" cy="12" r="2.5" fill="#f3d36b"/><circle cx="35" cy="34" r="3" fill="${petal}"/><path d="M30 24q5 2 6 6" stroke="${light(c, 0.3)}" stroke-width="2" fill="none"/></pattern>`;
  },
  stripes: () =>
    `<pattern id="p" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="12" fill="#fbfaf7"/></pattern>`,
  rib: (c) =>
    `<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="${dark(c, 0.12)}" opacity=".6"/></pattern>`,
  embroidery: null,
};

function productSvg(def) {
  const hex = COLOURS[def.color][1];
  const shape = SHAPES[def.shape];
  const stroke = dark(hex, isPale(hex) ? 0.22 : 0.3);
  const rule = shape.rule ? ` fill-rule="${shape.rule}"` : '';
  const pattern = def.pattern && PATTERNS[def.pattern] ? PATTERNS[def.pattern](hex) : '';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="470" height="594" viewBox="0 0 470 594">`,
    `<defs><path id="g" d="${shape.d}"${rule}/>${pattern}</defs>`,
    `<rect width="470" height="594" fill="${BG}"/>`,
    `<circle cx="235" cy="297" r="205" fill="#ece7e1"/>`,
    `<ellipse cx="235" cy="548" rx="150" ry="13" fill="#000" opacity=".07"/>`,
    shape.before ? shape.before(hex) : '',
    `<use href="#g" fill="${hex}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`,
    pattern ? `<use href="#g" fill="url(#p)"/>` : '',
    def.pattern === 'embroidery'
      ? `<g fill="${dark(hex, 0.3)}">${[-40, -28, -14, 0, 14, 28, 40]
          .map((dx) => `<circle cx="${235 + dx}" cy="${Math.round(120 + (40 - Math.abs(dx)) * 0.9)}" r="4"/>`)
          .join('')}</g>`
      : '',
    shape.extra ? shape.extra(hex) : '',
    `</svg>`,
  ];
  return parts.join('') + '\n';
}

// ---------------------------------------------------------------------------
// Banners (1280 × 480)
// ---------------------------------------------------------------------------
const FONT_DIR = process.env.FONT_DIR ?? '/usr/share/fonts/truetype/liberation';

/** Liberation Sans, metric-compatible with the Helvetica/Arial the banners were designed in. */
function loadFont(file) {
  const path = join(FONT_DIR, file);
  if (!existsSync(path))
    throw new Error(
      `${path} not found: install Debian's fonts-liberation (apt-get install -y fonts-liberation) or set FONT_DIR`,
    );
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
const FONTS = { regular: loadFont('LiberationSans-Regular.ttf'), bold: loadFont('LiberationSans-Bold.ttf') };

/** SVG path data in relative commands: outlines in font units, in few bytes (repeated letters read alike). */
function relativePath(commands) {
  let d = '';
  const put = (letter, ...values) => {
    d += letter + values.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + v).join('');
  };
  let [x, y] = [0, 0];
  let start = [0, 0];
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'z';
      [x, y] = start;
      continue;
    }
    // Font units are whole numbers, but for the midpoints between two control points.
    const [cx, cy, x1, y1, x2, y2] = [c.x, c.y, c.x1, c.y1, c.x2, c.y2].map(Math.round);
    if (c.type === 'M') put('m', cx - x, cy - y);
    else if (c.type === 'L' && cx === x && cy === y) continue;
    else if (c.type === 'L' && cy === y) put('h', cx - x);
    else if (c.type === 'L' && cx === x) put('v', cy - y);
    else if (c.type === 'L') put('l', cx - x, cy - y);
    else if (c.type === 'Q') put('q', x1 - x, y1 - y, cx - x, cy - y);
    else put('c', x1 - x, y1 - y, x2 - x, y2 - y, cx - x, cy - y);
    [x, y] = [cx, cy];
    if (c.type === 'M') start = [x, y];
  }
  return d;
}

/**
 * A line of text as one filled outline, where `<text x y font-size
 * font-weight text-anchor>` would have put it (weights from 600 up drawn bold,
 * as a browser does with a two-weight family; the font's kerning applied).
 * The outline is drawn in font units and scaled to the size.
 */
function words(text, { x, y, size, weight = 400, fill, anchor = 'start' }) {
  const font = weight >= 600 ? FONTS.bold : FONTS.regular;
  const em = font.unitsPerEm;
  const commands = [];
  let width = 0;
  font.forEachGlyph(text, 0, 0, em, {}, (glyph, at) => {
    commands.push(...glyph.getPath(at, 0, em).commands);
    width = at + glyph.advanceWidth;
  });
  const left = anchor === 'middle' ? x - (width * size) / em / 2 : x;
  const transform = `translate(${+left.toFixed(1)} ${y}) scale(${+(size / em).toFixed(6)})`;
  // The words themselves, for tests and readers of the file (an image's own text is never shown).
  return `<path data-text="${text}" fill="${fill}" transform="${transform}" d="${relativePath(commands)}"/>`;
}

function garment(shapeKey, fill, transform, stroke = 'none') {
  return `<path d="${SHAPES[shapeKey].d}" fill="${fill}" stroke="${stroke}" stroke-width="3" transform="${transform}"/>`;
}

/**
 * The spec's free shipping and PIX discount, from the file the shop's price rules read too
 * (src/rules/prices.ts): the banners say what the shop does (scripts/generate-catalogue-assets.test.ts
 * holds them to it). A new figure there is a redraw here.
 */
const PRICES = JSON.parse(readFileSync(join(ROOT, 'src', 'rules', 'prices.json'), 'utf8'));
const FREE_SHIPPING_WORDS = `ACIMA DE R$ ${PRICES.freeShippingThresholdCents / 100}`;
const PIX_WORDS = `${PRICES.pixDiscountPercent}% OFF`;

// Each picture carries only its large words, at least 56 units tall: 13 px at the banner's
// narrowest (296 px, a 320 px screen). The rest of each slide's message is text the shop
// lays out under the picture (src/features/catalog/HomePage.tsx).
const BANNERS = [
  // 1 — new collection, terracotta and sand
  () =>
    [
      `<rect width="1280" height="480" fill="#e9dccb"/>`,
      `<circle cx="1000" cy="240" r="220" fill="#c0623f"/>`,
      `<rect x="1080" y="0" width="200" height="480" fill="#2f3e46"/>`,
      `<circle cx="830" cy="70" r="34" fill="#d1a02b"/>`,
      garment('dress', '#f4f1ee', 'translate(860 30) scale(.75)'),
      garment('kimono', '#d9c4a5', 'translate(1040 100) scale(.5)', '#2f3e46'),
      words('NOVA COLEÇÃO', { x: 90, y: 262, size: 84, weight: 700, fill: '#2f3e46' }),
      `<rect x="94" y="300" width="160" height="10" fill="#c0623f"/>`,
    ].join(''),
  // 2 — sale, black and pink
  () =>
    [
      `<rect width="1280" height="480" fill="#1d1d1f"/>`,
      `<path d="M760 0H1280V480H620Z" fill="#e7a9b8"/>`,
      `<path d="M880 0H960L820 480H740Z" fill="#c0392b"/>`,
      garment('offshoulder', '#1d1d1f', 'translate(860 70) scale(.72)'),
      garment('skirt', '#f4f1ee', 'translate(1010 110) scale(.7)', '#1d1d1f'),
      words('LIQUIDA VITRINE', { x: 90, y: 150, size: 60, weight: 700, fill: '#e7a9b8' }),
      words('ATÉ 55%', { x: 86, y: 296, size: 128, weight: 800, fill: '#fbfaf7' }),
      words('OFF', { x: 92, y: 384, size: 72, weight: 700, fill: '#fbfaf7' }),
    ].join(''),
  // 3 — free shipping, greens
  () =>
    [
      `<rect width="1280" height="480" fill="#dfe8dc"/>`,
      `<rect x="0" y="330" width="1280" height="150" fill="#4b5a3a"/>`,
      `<circle cx="1080" cy="200" r="170" fill="#8fae86"/>`,
      garment('tshirt', '#f4f1ee', 'translate(910 70) scale(.62)', '#4b5a3a'),
      garment('pantalona', '#5f8a5a', 'translate(1060 90) scale(.62)', '#2f3a25'),
      `<path d="M90 90H190V150H230L260 185V220H90Z" fill="#4b5a3a"/><circle cx="125" cy="225" r="16" fill="#dfe8dc" stroke="#4b5a3a" stroke-width="8"/><circle cx="225" cy="225" r="16" fill="#dfe8dc" stroke="#4b5a3a" stroke-width="8"/>`,
      words('FRETE GRÁTIS', { x: 300, y: 190, size: 76, weight: 800, fill: '#2f3a25' }),
      words(FREE_SHIPPING_WORDS, { x: 304, y: 270, size: 56, weight: 700, fill: '#4b5a3a' }),
    ].join(''),
  // 4 — PIX discount, navy and mustard
  () =>
    [
      `<rect width="1280" height="480" fill="#1f2f4d"/>`,
      `<rect x="700" y="40" width="520" height="400" rx="200" fill="#d1a02b"/>`,
      `<circle cx="150" cy="400" r="140" fill="#2c4066"/>`,
      `<path d="M897 250Q972 16 1046 250" fill="none" stroke="#7a4a22" stroke-width="9"/>`,
      garment('bag', '#a8642e', 'translate(760 -20) scale(.9)'),
      `<path d="M877 270Q877 241 897 241H1046Q1066 241 1066 270V315Q972 342 877 315Z" fill="#8a5226"/>`,
      garment('sunglasses', '#1d1d1f', 'translate(880 -100) scale(.7)'),
      `<path d="M120 120L160 80L200 120L160 160Z" fill="#d1a02b"/>`,
      words('PAGUE COM PIX', { x: 230, y: 140, size: 56, weight: 700, fill: '#d1a02b' }),
      words(PIX_WORDS, { x: 110, y: 300, size: 136, weight: 800, fill: '#f4f1ee' }),
      words('NO PIX', { x: 116, y: 380, size: 56, weight: 700, fill: '#f4f1ee' }),
    ].join(''),
];

function bannerSvg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="0 0 1280 480">${body}</svg>\n`;
}

// ---------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------
function buildProduct(def) {
  const [code, hex] = COLOURS[def.color] ?? [];
  if (!code || !hex) throw new Error(`unknown colour ${def.color}`);
  const onSale = def.onSale !== false;
  const pct = onSale ? def.off : 0;
  const actual = pct ? discounted(def.price, pct) : def.price;
  const colorSlug = slug(def.color);
  const codeColor = `${def.style}_${code}`;
  return {
    name: def.name,
    style: def.style,
    code_color: codeColor,
    color_slug: colorSlug,
    color: def.color,
    on_sale: onSale,
    regular_price: brl(def.price),
    actual_price: brl(actual),
    discount_percentage: pct ? `${pct}%` : '',
    installments: installments(actual),
    image: def.noImage ? '' : `/images/products/${def.style}-${colorSlug}.svg`,
    sizes: def.sizes.map((size) => ({
      available: !def.out.includes(size),
      size,
      sku: `${codeColor}_${size}`,
    })),
  };
}

function main() {
  mkdirSync(PRODUCTS_DIR, { recursive: true });
  mkdirSync(BANNER_DIR, { recursive: true });
  mkdirSync(dirname(CATALOGUE_FILE), { recursive: true });

  const products = DEFS.map(buildProduct);
  writeFileSync(CATALOGUE_FILE, JSON.stringify({ products }, null, 2) + '\n', 'utf8');

  let svgCount = 0;
  DEFS.forEach((def, i) => {
    if (def.noImage) return;
    writeFileSync(join(ROOT, 'public', products[i].image), productSvg(def), 'utf8');
    svgCount += 1;
  });
  BANNERS.forEach((make, i) => {
    writeFileSync(join(BANNER_DIR, `banner-${i + 1}.svg`), bannerSvg(make()), 'utf8');
  });

  console.log(`catalogue: ${products.length} products -> ${CATALOGUE_FILE}`);
  console.log(`illustrations: ${svgCount} product SVGs, ${BANNERS.length} banners`);
}

main();
