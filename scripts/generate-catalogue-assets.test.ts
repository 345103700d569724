import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREE_SHIPPING_PROMO, FREE_SHIPPING_THRESHOLD_CENTS, pixOffText } from '../src/rules/prices';

// The banners that scripts/generate-catalogue-assets.mjs wrote (committed to public/).
const dir = join(__dirname, '..', 'public', 'images', 'banner');
const banners = readdirSync(dir)
  .filter((name) => name.endsWith('.svg'))
  .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const);

test('there are four banners', () => {
  expect(banners.map(([name]) => name)).toEqual(['banner-1.svg', 'banner-2.svg', 'banner-3.svg', 'banner-4.svg']);
});

// Text inside an image's SVG makes Chromium match and shape a font for each
// image on the main thread as the page loads, 40–50 ms per banner on a slow
// phone (docs/PERFORMANCE.md, devices table): the words are outlines instead.
test.each(banners)('%s draws its words as outlines, not text', (_name, svg) => {
  const image = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(image.querySelector('parsererror')).toBeNull();
  expect(image.documentElement.getAttribute('viewBox')).toBe('0 0 1280 480');
  expect(image.querySelectorAll('text, tspan, [font-family]')).toHaveLength(0);
  // Each line of words is one path in font units, scaled to its size.
  expect(image.querySelectorAll('path[transform*="scale"]').length).toBeGreaterThanOrEqual(3);
});

/** Each line of words: its text and its size in the picture's units (Liberation Sans: 2048 units per em). */
function lines(svg: string) {
  const image = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return [...image.querySelectorAll('path[data-text]')].map((path) => ({
    text: path.getAttribute('data-text')!,
    size: Number(/scale\(([\d.]+)\)/.exec(path.getAttribute('transform') ?? '')?.[1]) * 2048,
  }));
}

// At 320 px the banner is 296 px wide (the page's 12 px margins), 0.23 of
// its 1280 units: a line of at least 52 units is drawn at least 12 px tall.
test.each(banners)('%s holds only words legible on a 320 px screen', (_name, svg) => {
  expect(lines(svg).length).toBeGreaterThan(0);
  for (const line of lines(svg))
    expect({ ...line, legible: line.size * (296 / 1280) >= 12 }).toMatchObject({ legible: true });
});

// The banners' figures are the shop's price rules (src/rules/prices.json;
// regenerate the banners after changing it).
test('the PIX banner says the discount the price rules give', () => {
  const words = banners.flatMap(([, svg]) => lines(svg).map((line) => line.text));
  expect(words).toContain(pixOffText().toUpperCase());
  expect(words.filter((text) => /% OFF$/.test(text))).toEqual([pixOffText().toUpperCase()]);
});

test('the free-shipping banner says what the price rules do', () => {
  const words = banners.flatMap(([, svg]) => lines(svg).map((line) => line.text));
  const threshold = FREE_SHIPPING_PROMO.replace(/^Frete grátis /, '').toUpperCase();
  expect(threshold).toBe(`ACIMA DE R$ ${FREE_SHIPPING_THRESHOLD_CENTS / 100}`);
  expect(words).toContain(threshold);
  expect(words.filter((text) => text.startsWith('ACIMA DE R$'))).toEqual([threshold]);
});
