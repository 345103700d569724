/**
 * A person's name as Brazilian shoppers write it, for the recipient of an
 * order and the holder of a card: letters (accents
 * included) and spaces, with the hyphens, apostrophes and dots real names
 * carry ('ANA-LUIZA SOUZA', "ANA D'AVILA", 'JOÃO SOUZA JR.').
 */
import { string } from 'yup';

export const NAME_MIN = 2;
export const NAME_MAX = 60;

/** Starts with a letter; then letters, spaces, hyphens, apostrophes (straight or curly) and dots. */
const NAME = /^\p{L}[\p{L} .'’-]*$/u;

/** A field's text, trimmed, with runs of spaces made one. */
export const tidyText = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

/** The name rule, with `message` for any name that breaks it (so the form and the server say the same). */
export const personName = (message: string) =>
  string()
    .transform(tidyText)
    .required('Campo obrigatório')
    .min(NAME_MIN, message)
    .max(NAME_MAX, message)
    .matches(NAME, message);
