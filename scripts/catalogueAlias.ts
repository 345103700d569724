/**
 * For `npm run api`, imported before anything else: mocks/backend/validatedCatalogue.ts imports
 * '@catalogue', which Jest maps to the catalogue file too (webpack builds replace that module with
 * the catalogue validated at build time: scripts/webpack/catalogueLoader.ts). Here it is
 * CATALOGUE_FILE, else the bundled one.
 */
import Module from 'node:module';
import path from 'node:path';

const catalogueFile = path.resolve(process.env.CATALOGUE_FILE ?? 'mocks/catalogue.json');
const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@catalogue' ? catalogueFile : request, ...rest);
};
