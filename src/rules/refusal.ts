/**
 * How the server runs a rule's schema (the one the form runs): every field is
 * checked, and the first that fails, in the form's order, is the refusal, in
 * the words the form shows under that field. `order` names every field. 'Campo obrigatório' gets the
 * field's label, as a server answer has no field to stand under.
 */
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

export function firstProblem<Values extends AnyObject, Field extends keyof Values & string>(
  schema: ObjectSchema<Values>,
  order: readonly Field[],
  value: Record<string, unknown>,
  context?: AnyObject,
): { values: Values } | FieldProblem<Field> {
  try {
    const values = schema.validateSync(value, { abortEarly: false, stripUnknown: true, context }) as Values;
    // In the form's order, whatever order yup built it in: the same input always reads the same.
    return { values: Object.fromEntries(order.map((field) => [field, values[field]])) as Values };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first error of each field (an empty one fails 'required' before its other tests).
    const failed = new Map<string | undefined, ValidationError>();
    for (const inner of error.inner) if (!failed.has(inner.path)) failed.set(inner.path, inner);
    const field = order.find((name) => failed.has(name)) ?? order[0]!;
    const { message, type } = failed.get(field) ?? error;
    const label = (schema.fields[field] as { spec?: { label?: string } } | undefined)?.spec?.label ?? field;
    // yup says 'optionality' for a field left out, 'required' for one left empty.
    const missing = type === 'required' || type === 'optionality';
    return { field, message: missing ? `${label}: campo obrigatório.` : message };
  }
}
