import { DEMO_USER, findUserByCredentials } from './users';

describe('findUserByCredentials', () => {
  const maria = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };

  it('finds the user by email and password', () => {
    expect(findUserByCredentials('maria@vitrine.dev', '123456')).toEqual(maria);
  });

  it('compares the email without regard to case or surrounding spaces', () => {
    expect(findUserByCredentials('MARIA@VITRINE.DEV', '123456')).toEqual(maria);
    expect(findUserByCredentials('  Maria@Vitrine.Dev ', '123456')).toEqual(maria);
  });

  it('compares the password exactly', () => {
    expect(findUserByCredentials('maria@vitrine.dev', ' 123456')).toBeNull();
    expect(findUserByCredentials('maria@vitrine.dev', '123456 ')).toBeNull();
    expect(findUserByCredentials('maria@vitrine.dev', '1234567')).toBeNull();
  });

  it('does not accept another email', () => {
    expect(findUserByCredentials('mariana@vitrine.dev', '123456')).toBeNull();
  });
});
