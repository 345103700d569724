#!/usr/bin/env node
// Vitrine — the web app manifest's icons (public/manifest.webmanifest), drawn
// deterministically and without any image library, as the catalogue's
// illustrations are (scripts/generate-catalogue-assets.mjs):
//   public/icons/icon-192.png, icon-512.png   the favicon's mark: a white V on a rounded black square
//   public/icons/icon-maskable-512.png        the same V on a full black square, inside the
//                                             maskable safe zone (a circle of 80% of the width)
//   public/icons/apple-touch-icon.png         180 px, full square (iOS rounds it itself)
//
// Usage: node scripts/generate-icons.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS_DIR = join(ROOT, 'public', 'icons');

/** public/favicon.svg in its 32-unit box: the V's outline and the square's corner radius. */
const V = [
  [8, 9],
  [12, 9],
  [16, 21],
  [20, 9],
  [24, 9],
  [18, 24],
  [14, 24],
];
const CORNER = 6;
const INK = [0x11, 0x11, 0x11]; // the theme's text colour, the manifest's theme_color
const PAPER = [0xff, 0xff, 0xff];
/** Samples per pixel side: edges are anti-aliased by coverage. */
const SAMPLES = 4;

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * RGBA pixels of the icon, `size` px square. `fullBleed`: the square fills the picture (maskable,
 * Apple); `markScale`: the V's size against the favicon's (smaller in a maskable icon's safe zone).
 */
function drawIcon(size, { fullBleed, markScale }) {
  const unit = size / 32;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let square = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          // The sample's place in the favicon's 32-unit box, the V scaled about the centre.
          const x = (px + (sx + 0.5) / SAMPLES) / unit;
          const y = (py + (sy + 0.5) / SAMPLES) / unit;
          if (!fullBleed && !insideRoundedSquare(x, y, 32, CORNER)) continue;
          square++;
          if (insidePolygon(16 + (x - 16) / markScale, 16.5 + (y - 16.5) / markScale, V)) mark++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const o = (py * size + px) * 4;
      for (let c = 0; c < 3; c++)
        pixels[o + c] = square ? Math.round((INK[c] * (square - mark) + PAPER[c] * mark) / square) : 0;
      pixels[o + 3] = Math.round((255 * square) / total);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file of RGBA pixels (8 bits per channel, every row unfiltered). */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false, markScale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, markScale: 1 },
  // The V spans about 60% of the box; at 0.75 it stays inside the 80% circle of the safe zone.
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, markScale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markScale: 0.85 },
];

mkdirSync(ICONS_DIR, { recursive: true });
for (const { file, size, ...look } of ICONS) {
  writeFileSync(join(ICONS_DIR, file), png(size, drawIcon(size, look)));
  console.log(`wrote public/icons/${file}`);
}
