import { BANNER_STEP_MS, MENU_SLIDE_MS, TOAST_MS } from './theme';

// The spec's timings, each where the spec states it. Components read them from here
// (Toaster, SlideMenu, Banner), and so do the browser tests that wait on them.
describe('spec timings', () => {
  it('a toast disappears after 5 seconds ("Toast: 5 s")', () => {
    expect(TOAST_MS).toBe(5_000);
  });

  it('the menu slides in 0.4 s ("Menu slide: 0.4 s")', () => {
    expect(MENU_SLIDE_MS).toBe(400);
  });

  it('the banner advances every 3 seconds ("Banner: 4 images, 3 s rotation")', () => {
    expect(BANNER_STEP_MS).toBe(3_000);
  });
});
