/**
 * 'Trocar ou devolver''s form, as plain data and pure steps: what the shopper chose (the kind, the
 * lines and their units, an exchange's new size, a defect's description and resolution), what is
 * still missing before it can be sent, and the request it sends. The server checks everything again.
 */
import type { ReturnRequestBody } from '../../api/types';
import { RESOLUTIONS, type ReturnResolution } from '../../rules/returnRequests';
import { defectDescriptionRefusal, type ReturnKind } from '../../rules/returnWindows';

/**
 * A row of the page: an order line (its index), or the units an exchange delivered of it (the
 * exchange's id beside the index). A bare number is the order line's own row.
 */
export type RowRef = number | { index: number; fromExchange?: string };

const rowOf = (ref: RowRef) => (typeof ref === 'number' ? { index: ref } : ref);

/** A row's key in the form, also the end of its field's id: 'line-0', 'line-0-troca-5'. */
export type LineKey = `line-${string}`;

export function lineKey(ref: RowRef): LineKey {
  const { index, fromExchange } = rowOf(ref);
  return fromExchange === undefined ? `line-${index}` : `line-${index}-troca-${fromExchange}`;
}

export interface ChosenLine {
  index: number;
  fromExchange?: string;
  quantity: number;
  /** An exchange's new size or colour ('' until chosen). */
  wantedSku: string;
}

export interface ReturnForm {
  kind: ReturnKind | null;
  /** What the lines end in: a withdrawal's money or vale-troca (the money until changed); a defect's replacement, money or vale-troca ('' until chosen). */
  resolution: ReturnResolution | '';
  /** The rows included, by their key. */
  lines: Partial<Record<LineKey, ChosenLine>>;
  description: string;
}

export const EMPTY_FORM: ReturnForm = { kind: null, resolution: '', lines: {}, description: '' };

/** The resolutions the page offers a kind: the rules' list (returnRequests.ts), the vale-troca among them. */
export const offeredResolutions = (kind: ReturnKind): readonly ReturnResolution[] => RESOLUTIONS[kind];

/** True when the shopper chooses how the kind ends (more than one resolution is offered). */
export const choosesResolution = (kind: ReturnKind): boolean => offeredResolutions(kind).length > 1;

/** What each resolution is called where the shopper chooses it. */
export const RESOLUTION_LABEL: Record<ReturnResolution, string> = {
  refund: 'Reembolso do valor pago',
  storeCredit: 'Vale-troca',
  exchange: 'Troca por outro tamanho ou cor',
  replacement: 'Receber outra peça igual',
};

/** The form after choosing a kind: the lines chosen for another kind are let go. */
export const withKind = (form: ReturnForm, kind: ReturnKind): ReturnForm =>
  form.kind === kind
    ? form
    : {
        ...EMPTY_FORM,
        kind,
        resolution: kind === 'defect' ? '' : offeredResolutions(kind)[0]!,
        description: form.description,
      };

/** A row included (with one unit) or left out. */
export function withLine(form: ReturnForm, ref: RowRef, included: boolean): ReturnForm {
  const lines = { ...form.lines };
  const key = lineKey(ref);
  if (included) lines[key] = lines[key] ?? { ...rowOf(ref), quantity: 1, wantedSku: '' };
  else delete lines[key];
  return { ...form, lines };
}

/** A change to an included row (its units, its new size). */
export function withLineChange(
  form: ReturnForm,
  ref: RowRef,
  change: Partial<Pick<ChosenLine, 'quantity' | 'wantedSku'>>,
): ReturnForm {
  const key = lineKey(ref);
  const line = form.lines[key];
  return line ? { ...form, lines: { ...form.lines, [key]: { ...line, ...change } } } : form;
}

/** What is missing before the form can be sent, and where: the whole form, a line, the description, the resolution. */
export type FormProblem = { at: 'kind' | 'lines' | 'description' | 'resolution' | LineKey; message: string };

export function formProblem(form: ReturnForm): FormProblem | null {
  if (!form.kind) return { at: 'kind', message: 'Escolha o que você quer fazer.' };
  const chosen = Object.entries(form.lines) as Array<[LineKey, ChosenLine]>;
  if (chosen.length === 0) return { at: 'lines', message: 'Escolha ao menos um item.' };
  if (form.kind === 'exchange') {
    const missing = chosen.find(([, line]) => line.wantedSku === '');
    if (missing) return { at: missing[0], message: 'Escolha o novo tamanho ou cor.' };
  }
  if (form.kind === 'defect') {
    const refusal = defectDescriptionRefusal(form.description);
    if (refusal) return { at: 'description', message: refusal };
    if (form.resolution === '')
      return { at: 'resolution', message: 'Escolha entre receber outra peça igual, o reembolso ou o vale-troca.' };
  }
  return null;
}

/** The request the form sends (call formProblem first). */
export function requestBody(form: ReturnForm): ReturnRequestBody {
  const kind = form.kind!;
  const resolution: ReturnResolution =
    form.resolution !== '' && offeredResolutions(kind).includes(form.resolution)
      ? form.resolution
      : offeredResolutions(kind)[0]!;
  const lines = (Object.values(form.lines) as ChosenLine[])
    .map((line) => ({
      index: line.index,
      ...(line.fromExchange === undefined ? {} : { fromExchange: line.fromExchange }),
      quantity: line.quantity,
      ...(kind === 'exchange' ? { wantedSku: line.wantedSku } : {}),
    }))
    .sort((a, b) => a.index - b.index || (a.fromExchange ?? '').localeCompare(b.fromExchange ?? ''));
  return { kind, resolution, lines, ...(kind === 'defect' ? { description: form.description } : {}) };
}
