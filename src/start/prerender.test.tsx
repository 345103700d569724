/**
 * @jest-environment node
 */
import { FREE_SHIPPING_PROMO } from '../rules/prices';
import { renderShell } from './prerender';

// The shells are drawn in plain Node at build time, as webpack.config.ts does.
describe('prerendered shells', () => {
  it('draws the home page a first-time shopper sees before any data', async () => {
    const { root: html } = await renderShell('home');
    expect(html).toContain(FREE_SHIPPING_PROMO);
    expect(html).toMatch(/<img[^>]*src="\/images\/banner\/banner-1\.svg"/);
    expect(html).toContain('Ordenar A | Z');
    expect(html).toContain('Só promoções');
    expect(html).toMatch(/<p role="status"[^>]*>Carregando\.\.\.<\/p>/);
    // The footer and the closed menu are complete too (lazy pieces are waited for).
    expect(html).toContain('Voltar ao topo');
  });

  it('puts every style the page uses into its head, named for emotion to adopt', async () => {
    const { head, root } = await renderShell('home');
    // The page paints styled before the script runs, and the body carries no <style>.
    expect(root).not.toContain('<style');
    expect(head).toMatch(/^<link rel="preload"[^>]*banner-1\.svg/);
    expect(head).toMatch(/<style data-emotion="css-global \w+">[^<]*box-sizing/);
    // One sheet lists every class the markup uses: the browser's emotion cache reads
    // them as inserted, so adopting the page inserts no style rule again.
    const [, listed = '', rules = ''] = /<style data-emotion="css ([\w ]+)">([^<]*)<\/style>/.exec(head) ?? [];
    const used = new Set([...root.matchAll(/\bcss-(\w+)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(10);
    const adopted = new Set(listed.split(' '));
    for (const id of used) {
      expect(adopted).toContain(id);
      expect(rules).toContain(`.css-${id}{`);
    }
  });

  it('keeps the account link invisible while the stored session is unknown', async () => {
    const { root: html } = await renderShell('home');
    expect(html).toMatch(/<a[^>]*tabindex="-1"[^>]*aria-hidden="true"[^>]*style="visibility:hidden"[^>]*>Login<\/a>/);
    expect(html).not.toContain('Bem vindo(a)');
    // No count is claimed for a bag that has not been read back yet.
    expect(html).toMatch(/aria-label="Sacola"/);
  });

  it('needs no inline script to show its content (the page policy forbids them)', async () => {
    for (const kind of ['home', 'page'] as const) {
      const { head, root } = await renderShell(kind);
      expect(head + root).not.toMatch(/<script/i);
      expect(root).not.toMatch(/<template/i);
    }
  });

  it('draws only the frame and the loading indicator for other addresses', async () => {
    const { root: html } = await renderShell('page');
    expect(html).toContain(FREE_SHIPPING_PROMO);
    expect(html).toContain('Carregando...');
    expect(html).toContain('Voltar ao topo');
    expect(html).not.toContain('banner-1.svg');
    expect(html).not.toContain('Ordenar A | Z');
  });
});
