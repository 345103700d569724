/**
 * @jest-environment node
 */
import { renderShell } from './prerender';

// The shells are drawn in plain Node at build time, as webpack.config.ts does.
describe('prerendered shells', () => {
  it('draws the home page a first-time shopper sees before any data', async () => {
    const html = await renderShell('home');
    expect(html).toContain('Frete grátis acima de R$ 199');
    expect(html).toMatch(/<img[^>]*src="\/images\/banner\/banner-1\.svg"/);
    expect(html).toContain('Ordenar A | Z');
    expect(html).toContain('Só promoções');
    expect(html).toMatch(/<p role="status"[^>]*>Carregando\.\.\.<\/p>/);
    // The footer and the closed menu are complete too (lazy pieces are waited for).
    expect(html).toContain('Voltar ao topo');
    // Styles travel with the markup, so the page paints styled before the script runs.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('keeps the account link invisible while the stored session is unknown', async () => {
    const html = await renderShell('home');
    expect(html).toMatch(/<a[^>]*tabindex="-1"[^>]*aria-hidden="true"[^>]*style="visibility:hidden"[^>]*>Login<\/a>/);
    expect(html).not.toContain('Bem vindo(a)');
    // No count is claimed for a bag that has not been read back yet.
    expect(html).toMatch(/aria-label="Sacola"/);
  });

  it('needs no inline script to show its content (the page policy forbids them)', async () => {
    for (const kind of ['home', 'page'] as const) {
      const html = await renderShell(kind);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<template/i);
    }
  });

  it('draws only the frame and the loading indicator for other addresses', async () => {
    const html = await renderShell('page');
    expect(html).toContain('Frete grátis acima de R$ 199');
    expect(html).toContain('Carregando...');
    expect(html).toContain('Voltar ao topo');
    expect(html).not.toContain('banner-1.svg');
    expect(html).not.toContain('Ordenar A | Z');
  });
});
