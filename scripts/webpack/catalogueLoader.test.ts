/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'webpack';
import catalogueFile from '../../mocks/catalogue.json';
import catalogueLoader, { type CatalogueLoaderOptions } from './catalogueLoader';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the loader on a catalogue file as webpack would; returns what it produced. */
function load(text: string, largeBytes = 512 * 1024) {
  const file = join(dir, 'catalogue.json');
  writeFileSync(file, text);
  const context = {
    getOptions: () => ({ file, largeBytes }),
    addDependency: jest.fn(),
    emitWarning: jest.fn(),
    emitFile: jest.fn(),
  };
  const source = catalogueLoader.call(context as unknown as LoaderContext<CatalogueLoaderOptions>);
  const [, expression] = /^export default (.*);\n$/s.exec(source) ?? [];
  // The module's default export, evaluated with the shop's public path.
  const exported: unknown = new Function('__webpack_public_path__', `return ${expression}`)('/');
  return {
    file,
    exported,
    dependencies: context.addDependency.mock.calls.map(([path]) => path as string),
    warnings: context.emitWarning.mock.calls.map(([error]) => (error as Error).message),
    emitted: context.emitFile.mock.calls as Array<[string, string]>,
  };
}

const [first, second] = catalogueFile.products;
const withOneBadEntry = JSON.stringify({ products: [first, { ...second, regular_price: 'cento e noventa' }] });

describe('the catalogue loader', () => {
  it('exports the valid products alone, with one build warning naming the skipped entry', () => {
    const { file, exported, dependencies, warnings, emitted } = load(withOneBadEntry);
    expect(exported).toEqual([expect.objectContaining({ id: first!.code_color, name: first!.name })]);
    expect(warnings).toEqual([`[catalogue] skipped product #1 "${second!.name}": is not a price like "R$ 99,90"`]);
    expect(dependencies).toEqual([file]);
    expect(emitted).toEqual([]);
  });

  it('emits a large catalogue as a hashed JSON file of the valid products and exports its URL', () => {
    const { exported, warnings, emitted } = load(withOneBadEntry, 100);
    expect(warnings).toHaveLength(1);
    expect(emitted).toHaveLength(1);
    const [[name, content]] = emitted as [[string, string]];
    expect(name).toMatch(/^data\/catalogue\.[0-9a-f]{10}\.json$/);
    expect(exported).toBe(`/${name}`);
    expect(JSON.parse(content)).toEqual([expect.objectContaining({ id: first!.code_color })]);
  });

  it('exports an empty catalogue, with one warning, for a file that is not JSON', () => {
    const { file, exported, warnings } = load('{ "products": [');
    expect(exported).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining(`[catalogue] ${file} is not valid JSON`)]);
  });
});
