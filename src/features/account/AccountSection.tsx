import styled from '@emotion/styled';

/** One part of 'Minha conta' (Meus dados, Alterar senha, Aparelhos conectados): a titled block. */
export const Section = styled.section`
  display: grid;
  gap: 16px;
  justify-items: stretch;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 400;
  }
  p {
    margin: 0;
  }
  > button {
    justify-self: start;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The same block as a form (Meus dados, Alterar senha): named by its heading, a form landmark. */
export const FormSection = Section.withComponent('form');
