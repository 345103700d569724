/**
 * The README's demo login, for the tests and the documentation: the backend
 * itself keeps only the password's hash (mocks/backend/accounts/accountStore.ts,
 * DEMO_ACCOUNT), and a test checks that the two agree.
 */
export const DEMO_USER = { id: '1', email: 'maria@vitrine.dev', password: '123456', name: 'Maria' } as const;
