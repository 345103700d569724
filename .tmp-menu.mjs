import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto('http://127.0.0.1:4180/');
await p.getByRole('button', { name: 'Abrir menu' }).click();
await p.waitForTimeout(600);
console.log(await p.evaluate(() => {
  const d = document.querySelector('[data-testid=slide-menu]'); const nav = d.querySelector('nav'); const ul = d.querySelector('ul');
  const r = (e) => { const x = e.getBoundingClientRect(); return [x.top, x.height, e.scrollHeight, e.clientHeight, getComputedStyle(e).overflowY]; };
  return { panel: r(d), nav: r(nav), ul: r(ul), inner: innerHeight };
}));
await p.goto('http://127.0.0.1:4180/product/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
await p.waitForTimeout(500);
console.log(await p.locator('main').innerText());
await b.close();
