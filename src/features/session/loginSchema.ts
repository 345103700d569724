import { object, string, type InferType } from 'yup';

/** The spec's login validation. */
export const loginSchema = object({
  email: string().trim().required('Campo obrigatório').email('Email inválido'),
  password: string().trim().required('Campo obrigatório'),
});

export type LoginValues = InferType<typeof loginSchema>;
