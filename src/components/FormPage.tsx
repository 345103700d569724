import styled from '@emotion/styled';
import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/**
 * The narrow form of the sign-in pages (Login, Criar conta, Esqueci minha
 * senha, Redefinir senha): a title, the fields one under another, the button.
 */
export const FormPage = styled.form`
  max-width: 400px;
  margin: 24px auto;
  display: grid;
  gap: 20px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`;

/** The form's own failure, under its button (a field's stays under the field). */
export const FormError = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
`;

/** Links to the other sign-in pages ('Criar conta', 'Esqueci minha senha'), under the form. */
export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 0.875rem;
  a {
    display: inline-block;
    padding: 4px 0;
  }
`;

interface TitledFormPageProps {
  /** The page's title, its heading's words too. */
  title: string;
  titleId: string;
  /** Without it, the page has nothing to send: the same column, with no form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A sign-in page: its document title, and the narrow form its heading names. */
export function TitledFormPage({ title, titleId, onSubmit, children }: TitledFormPageProps) {
  usePageTitle(title);
  const heading = <h1 id={titleId}>{title}</h1>;
  return onSubmit ? (
    <FormPage noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      {heading}
      {children}
    </FormPage>
  ) : (
    <FormPage as="div" aria-labelledby={titleId}>
      {heading}
      {children}
    </FormPage>
  );
}
