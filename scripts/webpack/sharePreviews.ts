/**
 * The picture a shared link shows (Open Graph, X): a 1200 × 630 PNG per product, the product's
 * own drawing centred on the shop's light background. Link previews (WhatsApp, Facebook, X) show
 * no SVG, and the catalogue's drawings are SVG; the build draws each once with resvg, a
 * WebAssembly SVG renderer, so no native add-on or browser is needed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Behind a drawing that has no full-size backdrop of its own. */
const BACKGROUND = '#f4f1ee';

/** Where a product's preview is served: beside its drawing's name, for a drawing of the shop's own (an .svg under /images/). */
export function previewPath(image: string): string | null {
  const match = /^\/images\/products\/([\w-]+)\.svg$/.exec(image);
  return match ? `/images/previews/${match[1]}.png` : null;
}

/**
 * The preview as SVG: the drawing (any viewBox) scaled to the preview's height, centred, on its
 * own backdrop's colour (its first rect's fill) carried to the edges.
 */
export function previewSvg(drawing: string): string {
  const backdrop = /<rect[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(drawing)?.[1] ?? BACKGROUND;
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(drawing)?.[1] ?? '0 0 470 594';
  const [, , width = 470, height = 594] = viewBox.split(/\s+/).map(Number);
  const shownHeight = PREVIEW_HEIGHT;
  const shownWidth = (width / height) * shownHeight;
  const inner = drawing.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${backdrop}"/>`,
    `<svg x="${(PREVIEW_WIDTH - shownWidth) / 2}" y="0" width="${shownWidth}" height="${shownHeight}" viewBox="${viewBox}">`,
    inner,
    '</svg></svg>',
  ].join('');
}

let ready: Promise<void> | null = null;
const drawn = new Map<string, Uint8Array>();

/** The preview of one drawing as PNG bytes; the same drawing is drawn once per process (a development server's rebuilds). */
export async function previewPng(drawing: string): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(createRequire(__filename).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  const known = drawn.get(drawing);
  if (known) return known;
  const rendered = new Resvg(previewSvg(drawing)).render();
  const png = rendered.asPng();
  rendered.free();
  drawn.set(drawing, png);
  return png;
}
