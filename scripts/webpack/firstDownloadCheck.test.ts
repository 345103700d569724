import { LATER_CODE, type LaterCode } from './firstDownload';
import {
  findLaterCode,
  firstDownloadFiles,
  importChain,
  laterCodeMessage,
  laterCodeRule,
  type ImportGraph,
} from './firstDownloadCheck';

const RULES: LaterCode[] = [
  {
    what: "page code (the checkout's)",
    modules: ['src/features/checkout/**'],
    except: ['src/features/checkout/checkoutState.ts'],
  },
  { what: "page code (the cart page's)", modules: ['src/features/cart/*.tsx'] },
  { what: "the forms' libraries", modules: ['node_modules/yup/**'] },
];

/** A small shop: the entry loads the start-up code with import(), which reaches the cart's slice. */
const IMPORTS: Record<string, string[]> = {
  'src/start/entry.ts': ['src/start/steps.ts', 'src/start/startShop.tsx'],
  'src/start/startShop.tsx': ['src/app/store.ts', 'src/app/App.tsx'],
  'src/app/store.ts': ['src/features/cart/cartSlice.ts', 'src/features/checkout/checkoutState.ts'],
  'src/app/App.tsx': ['src/app/routes.tsx'],
  // The lazy page: its own file, outside the first download.
  'src/app/routes.tsx': ['src/features/cart/CartPage.tsx'],
  'src/features/cart/CartPage.tsx': ['src/features/checkout/checkoutSlice.ts'],
  'src/features/cart/cartSlice.ts': ['src/features/checkout/checkoutState.ts'],
};
const graph = (extra: Record<string, string[]> = {}): ImportGraph => ({
  entries: ['src/start/entry.ts'],
  imports: (module) => [...(IMPORTS[module] ?? []), ...(extra[module] ?? [])],
});
const FIRST_DOWNLOAD = [
  'src/start/entry.ts',
  'src/start/steps.ts',
  'src/start/startShop.tsx',
  'src/app/store.ts',
  'src/app/App.tsx',
  'src/app/routes.tsx',
  'src/features/cart/cartSlice.ts',
  'src/features/checkout/checkoutState.ts',
];

test('a first download of start-up code only passes', () => {
  expect(findLaterCode(new Set(FIRST_DOWNLOAD), graph(), RULES)).toEqual([]);
});

test('page code in the first download is named, with the chain of imports from the entry', () => {
  const firstDownload = new Set([...FIRST_DOWNLOAD, 'src/features/checkout/checkoutSlice.ts']);
  const found = findLaterCode(
    firstDownload,
    graph({ 'src/features/cart/cartSlice.ts': ['src/features/checkout/checkoutSlice.ts'] }),
    RULES,
  );
  expect(found.map(laterCodeMessage)).toEqual([
    "src/features/checkout/checkoutSlice.ts is page code (the checkout's) but is in the first download: " +
      'src/start/entry.ts → src/start/startShop.tsx → src/app/store.ts → src/features/cart/cartSlice.ts → ' +
      'src/features/checkout/checkoutSlice.ts',
  ]);
});

test('the chain goes only through the first download, not through the lazy page that also imports the module', () => {
  // CartPage.tsx imports checkoutSlice too, but CartPage is not in the first download.
  const within = new Set([...FIRST_DOWNLOAD, 'src/features/checkout/checkoutSlice.ts']);
  const chain = importChain(
    'src/features/checkout/checkoutSlice.ts',
    within,
    graph({ 'src/app/App.tsx': ['src/features/checkout/checkoutSlice.ts'] }),
  );
  expect(chain).toEqual([
    'src/start/entry.ts',
    'src/start/startShop.tsx',
    'src/app/App.tsx',
    'src/features/checkout/checkoutSlice.ts',
  ]);
});

test('every module that breaks a rule is reported, a page and a library alike', () => {
  const firstDownload = new Set([
    ...FIRST_DOWNLOAD,
    'src/features/cart/CartPage.tsx',
    'src/features/checkout/checkoutSlice.ts',
    'node_modules/yup/index.esm.js',
  ]);
  const found = findLaterCode(
    firstDownload,
    graph({ 'src/features/checkout/checkoutSlice.ts': ['node_modules/yup/index.esm.js'] }),
    RULES,
  );
  expect(found.map(({ module, what }) => [module, what])).toEqual([
    ['node_modules/yup/index.esm.js', "the forms' libraries"],
    ['src/features/cart/CartPage.tsx', "page code (the cart page's)"],
    ['src/features/checkout/checkoutSlice.ts', "page code (the checkout's)"],
  ]);
  expect(found[0]!.chain).toEqual([
    'src/start/entry.ts',
    'src/start/startShop.tsx',
    'src/app/App.tsx',
    'src/app/routes.tsx',
    'src/features/cart/CartPage.tsx',
    'src/features/checkout/checkoutSlice.ts',
    'node_modules/yup/index.esm.js',
  ]);
});

test('a module reached from no entry says so', () => {
  const found = { module: 'src/features/cart/CartPage.tsx', what: 'page code', chain: [] };
  expect(laterCodeMessage(found)).toBe(
    'src/features/cart/CartPage.tsx is page code but is in the first download: no import chain from the entry found',
  );
});

test.each([
  ['src/features/checkout/steps/ReviewStep.tsx', "page code (the checkout's)"],
  ['src/features/checkout/checkoutState.ts', undefined],
  ['src/features/cart/CartPage.tsx', "page code (the cart page's)"],
  // `*` stays within its folder.
  ['src/features/cart/parts/Line.tsx', undefined],
  ['src/features/cart/cartSlice.ts', undefined],
  ['node_modules/yup/lib/index.js', "the forms' libraries"],
  ['node_modules/yupx/index.js', undefined],
])('%s: %s', (module, what) => {
  expect(laterCodeRule(module, RULES)?.what).toBe(what);
});

test("the shop's own rules keep the checkout's state in the first download and its slice out", () => {
  expect(laterCodeRule('src/features/checkout/checkoutState.ts', LATER_CODE)).toBeUndefined();
  expect(laterCodeRule('src/features/checkout/checkoutSlice.ts', LATER_CODE)?.what).toBe("page code (the checkout's)");
  expect(laterCodeRule('src/start/startShop.tsx', LATER_CODE)).toBeUndefined();
  expect(laterCodeRule('mocks/fakeBaseQuery.ts', LATER_CODE)).toBeUndefined();
  expect(laterCodeRule('mocks/server.ts', LATER_CODE)).toBeDefined();
});

test('the first download is every script a page loads or preloads, as bundle.mjs counts it', () => {
  const tags = [
    { tagName: 'script', attributes: { src: '/js/main.0123456789.js', defer: false } },
    { tagName: 'link', attributes: { rel: 'preload', as: 'script', href: '/js/app.0123456789.js' } },
    { tagName: 'link', attributes: { rel: 'preload', as: 'image', href: '/images/banner.svg' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: '/css/main.css' } },
    { tagName: 'meta', attributes: { name: 'viewport' } },
  ];
  expect(firstDownloadFiles(tags, '/')).toEqual(['js/main.0123456789.js', 'js/app.0123456789.js']);
});
