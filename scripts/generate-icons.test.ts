/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { theme } from '../src/theme/theme';

// The web app manifest (public/manifest.webmanifest) and the icons scripts/generate-icons.mjs drew.
const publicDir = path.join(__dirname, '..', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** Width, height and the RGBA pixels of a PNG as the generator writes it (8-bit RGBA, unfiltered rows). */
function readPng(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  expect([data[24], data[25]]).toEqual([8, 6]);
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at);
    if (data.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const alpha = (x: number, y: number) => rows[y * (width * 4 + 1) + 1 + x * 4 + 3];
  return { width, height, alpha };
}

test('the manifest names the shop and opens it standalone at its home page', () => {
  expect(manifest).toMatchObject({ name: 'Vitrine | Moda feminina', short_name: 'Vitrine', start_url: '/' });
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe(theme.colors.text);
  expect(manifest.background_color).toBe(theme.colors.surface);
});

test('its icons are PNGs of the sizes they claim: 192 and 512 px, and a maskable one', () => {
  const wanted = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(wanted).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    expect(icon.type).toBe('image/png');
    const { width, height, alpha } = readPng(path.join(publicDir, icon.src));
    expect(`${width}x${height}`).toBe(icon.sizes);
    // A maskable icon fills its square (the platform cuts the shape); the others have rounded corners.
    expect(alpha(0, 0)).toBe(icon.purpose === 'maskable' ? 255 : 0);
    expect(alpha(width / 2, height / 2)).toBe(255);
  }
});
