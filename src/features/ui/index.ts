/**
 * The ui slice's front door. No other feature uses any of it: the app shows its menu, toasts
 * and announcements (src/app/), and the slice answers the other features' events. What another
 * feature comes to need (an event, a selector) is exported here; nothing else of this folder
 * crosses (a lint zone, eslint.config.mjs).
 */
export {};
