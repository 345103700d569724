import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOP_DESCRIPTION } from './usePageDescription';
import { SHOP_TITLE } from './usePageTitle';

// The page's own head (public/index.html) and what the shop sets back when a product's page goes.
test('the shop’s title and description are the template’s', () => {
  const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
  expect(template).toContain(`<meta name="description" content="${SHOP_DESCRIPTION}" />`);
  expect(template).toContain(`<title>${SHOP_TITLE}</title>`);
});
