/** Where a tab keeps the fake backend's run-time switches (sessionStorage: forgotten when the tab closes). */
export const SWITCHES_KEY = 'vitrine:mock-switches';
