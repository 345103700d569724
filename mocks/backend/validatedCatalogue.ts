/**
 * The catalogue, validated before the shop asks for it, as a real backend
 * validates data when importing it into its database.
 *
 * - In Node (Jest, `npm run api`) this file runs as written: it validates the
 *   catalogue file when loaded, and a skipped entry is a console warning.
 * - In webpack builds scripts/webpack/catalogueLoader.ts replaces it with the
 *   products it validated at build time (a skipped entry is a build warning),
 *   so the browser never loads or runs the validator. A large catalogue
 *   becomes a JSON file of its own, and this module its URL.
 */
import file from '@catalogue';
import type { Product } from '../../src/api/types';
import { parseCatalogue } from './catalogueSchema';

/** The valid products, or (a large catalogue in a webpack build) the URL of a JSON file of them. */
const catalogue: Product[] | string = parseCatalogue(file);

export default catalogue;
