/** Design tokens: white space, black type, one accent (house look of a Brazilian fashion site). */
export const theme = {
  colors: {
    text: '#111111',
    muted: '#5f5a55',
    border: '#e4dfda',
    surface: '#ffffff',
    subtle: '#f4f1ee',
    accent: '#b3261e',
    accentText: '#ffffff',
    success: '#1b6e45',
    focus: '#1a5fd0',
  },
  font: "'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
  /**
   * Spec §9 breakpoints, plus the narrow-menu range (spec §4) and the width
   * below which the header tightens so its row still fits (ours, not the spec's).
   */
  breakpoints: { narrowMenu: 350, narrowHeader: 380, phone: 549, tablet: 670, compact: 779, desktop: 780 },
  /** Spec timings in ms (§2, §4, §9): how long a toast stays, the menu's slide, the banner's step. */
  timings: { toastMs: 5000, menuSlideMs: 400, bannerStepMs: 3000 },
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

export const mq = {
  upToNarrowMenu: `@media (min-width: 100px) and (max-width: ${theme.breakpoints.narrowMenu}px)`,
  upToNarrowHeader: `@media (max-width: ${theme.breakpoints.narrowHeader}px)`,
  upToPhone: `@media (max-width: ${theme.breakpoints.phone}px)`,
  abovePhone: `@media (min-width: ${theme.breakpoints.phone + 1}px)`,
  fromTablet: `@media (min-width: ${theme.breakpoints.tablet}px)`,
  upToCompact: `@media (max-width: ${theme.breakpoints.compact}px)`,
  fromDesktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
