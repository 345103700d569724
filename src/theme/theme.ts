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
   * The spec's breakpoints, plus the narrow-menu range and the width
   * below which the header tightens so its row still fits (ours, not the spec's).
   */
  breakpoints: { narrowMenu: 350, narrowHeader: 380, phone: 549, tablet: 670, compact: 779, desktop: 780 },
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

// The spec's timings, in ms. Plain constants rather than theme entries: the
// minifier writes each into the code that uses it.

/** How long a toast stays. */
export const TOAST_MS = 5_000;
/** The menu's slide in and out. */
export const MENU_SLIDE_MS = 400;
/** The banner's step to its next image. */
export const BANNER_STEP_MS = 3_000;

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
