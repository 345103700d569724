/**
 * Validates the catalogue at build time (webpack.config.ts applies it to
 * mocks/backend/validatedCatalogue.ts and replaces that module's source), as
 * a real backend validates data when importing it into its database: the browser
 * never loads or runs the validator. A skipped entry is a build warning
 * naming it, with the same messages Node prints at load time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { parseCatalogue } from '../../mocks/backend/catalogueSchema';

export interface CatalogueLoaderOptions {
  /** The catalogue file (`CATALOGUE_FILE`, or mocks/catalogue.json). */
  file: string;
  /** Above this size the products are emitted as a JSON file fetched at run time, not bundled. */
  largeBytes: number;
}

/** The catalogue a build reads: `CATALOGUE_FILE` (from the working directory), or the bundled one. */
export const catalogueFileFrom = (env: NodeJS.ProcessEnv): string =>
  path.resolve(env.CATALOGUE_FILE ?? 'mocks/catalogue.json');

/** The validated products; unreadable JSON is one warning and an empty shop. */
export function validateCatalogueText(text: string, file: string, warn: (message: string) => void) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    warn(`[catalogue] ${file} is not valid JSON (${(error as Error).message}); the shop starts empty.`);
    return [];
  }
  return parseCatalogue(json, warn);
}

export default function catalogueLoader(this: LoaderContext<CatalogueLoaderOptions>): string {
  const { file, largeBytes } = this.getOptions();
  this.addDependency(file);
  const text = readFileSync(file, 'utf8');
  const products = validateCatalogueText(text, file, (message) => this.emitWarning(new Error(message)));
  const json = JSON.stringify(products);
  if (Buffer.byteLength(text) <= largeBytes) {
    // A JSON.parse of a string literal is read faster than the same object literal (as webpack does for JSON).
    return `export default JSON.parse(${JSON.stringify(json)});\n`;
  }
  // A large catalogue (the scale benchmarks' 10,000 or 100,000 products) is fetched by
  // the mock backend instead of being minified into a chunk.
  const name = `data/catalogue.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  this.emitFile(name, json);
  return `export default __webpack_public_path__ + ${JSON.stringify(name)};\n`;
}
