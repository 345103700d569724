import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { failureReason, shownFailure, type ReturnableLine } from '../../api/types';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { submitOnce } from '../../components/submitOnce';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { usePageTitle } from '../../components/usePageTitle';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import { allowanceFor, DEFECT_DESCRIPTION_MAX, RETURN_KINDS } from '../../rules/returnWindows';
import { STORE_CREDIT_CHOICE_TEXT } from '../../rules/storeCredit';
import { EXCHANGE_FEE_CENTS, exchangeFeeNotice } from '../../rules/exchangeFee';
import {
  choosesResolution,
  EMPTY_FORM,
  lineKey,
  offeredResolutions,
  RESOLUTION_LABEL,
  withKind,
  withLine,
  withLineChange,
  type ReturnForm,
} from './returnForm';
import { useGetOrderReturnsQuery } from './returnsApi';
import { useSubmitReturn, type SubmitFailure } from './useSubmitReturn';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
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
const Form = styled.form`
  display: grid;
  gap: 24px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: 12px;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 12px;
    font-size: 1.125rem;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  input[type='radio'],
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    flex: none;
  }
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  button[type='submit'] {
    justify-self: start;
  }
`;
const Item = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: 0.875rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    min-height: 0;
    font-size: 0.875rem;
    font-weight: 700;
  }
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;
const FeeNotice = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** The id of the field a problem is about, for its message and its focus ('return-line-0' for a row). */
const fieldId = (at: string) => `return-${at}`;

/** A row's name: the product and size, and, for units an exchange delivered, which exchange. */
const rowLabel = (line: ReturnableLine) =>
  `${productLabel(line)} (${line.size})${line.fromExchange ? `, recebido na troca nº ${line.fromExchange}` : ''}`;

/** True when the form's exchange includes a row whose line already had its free exchange. */
const exchangeCharged = (form: ReturnForm, lines: readonly ReturnableLine[]) =>
  form.kind === 'exchange' &&
  lines.some((line) => {
    const allowance = allowanceFor(line.allowances, 'exchange');
    return form.lines[lineKey(line)] !== undefined && allowance.open && !allowance.free;
  });

/** One line of the order: what each kind allows, and, for the chosen kind, whether it goes and how. */
function LineChoice({
  line,
  form,
  onChange,
  error,
}: {
  line: ReturnableLine;
  form: ReturnForm;
  onChange: (form: ReturnForm) => void;
  error: string | null;
}) {
  const label = rowLabel(line);
  const allowance = form.kind ? allowanceFor(line.allowances, form.kind) : null;
  const key = lineKey(line);
  const chosen = form.lines[key];
  const id = fieldId(key);
  const errorId = `${id}-error`;
  return (
    <Item>
      <h3>{label}</h3>
      <p>
        {line.quantity} {line.quantity === 1 ? 'unidade' : 'unidades'} · valor pago {formatCents(line.paidCents)}
      </p>
      <ul aria-label={`Prazos de ${label}`}>
        {line.allowances.map((each) => (
          <li key={each.kind}>
            {RETURN_KINDS.find((kind) => kind.id === each.kind)!.label}: {each.open ? each.text : each.reason}
            {each.open && !each.free && ` (com frete de ${formatCents(EXCHANGE_FEE_CENTS)})`}
          </li>
        ))}
      </ul>
      {allowance && !allowance.open && <Muted>Este item não pode entrar nesta solicitação.</Muted>}
      {allowance?.open && (
        <label>
          <input
            type="checkbox"
            checked={chosen !== undefined}
            onChange={(event) => onChange(withLine(form, line, event.target.checked))}
            aria-describedby={error ? errorId : undefined}
          />
          Incluir {label}
        </label>
      )}
      {allowance?.open && chosen && allowance.units > 1 && (
        <Field>
          <label htmlFor={`${id}-quantity`}>Quantidade</label>
          <select
            id={`${id}-quantity`}
            value={chosen.quantity}
            onChange={(event) => onChange(withLineChange(form, line, { quantity: Number(event.target.value) }))}
          >
            {Array.from({ length: allowance.units }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </Field>
      )}
      {allowance?.open && chosen && form.kind === 'exchange' && (
        <Field>
          <label htmlFor={id}>Novo tamanho ou cor</label>
          <select
            id={id}
            value={chosen.wantedSku}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(withLineChange(form, line, { wantedSku: event.target.value }))}
          >
            <option value="">Escolha</option>
            {line.exchangeOptions.map((option) => (
              <option key={option.sku} value={option.sku} disabled={!option.available}>
                {option.available ? option.label : `${option.label} (esgotado)`}
              </option>
            ))}
          </select>
        </Field>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Item>
  );
}

/** 'Trocar ou devolver' (/pedidos/:id/trocar-ou-devolver): a delivered order's lines, and a new request. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const heading = useHeadingFocus();
  usePageTitle(`Trocar ou devolver: pedido nº ${id}`);
  const returns = useGetOrderReturnsQuery(id, { refetchOnMountOrArgChange: true });
  const [form, setForm] = useState<ReturnForm>(EMPTY_FORM);
  const { submit, busy, problem, failure } = useSubmitReturn(id);

  // What is missing gets the focus, so the shopper starts there.
  useEffect(() => {
    if (problem) document.getElementById(fieldId(problem.at))?.focus();
  }, [problem]);

  const shown: SubmitFailure | null = problem
    ? { at: problem.at as SubmitFailure['at'], message: problem.message }
    : failure;
  const errorAt = (at: string) => (shown && shown.at === at ? shown.message : null);
  const data = returns.currentData;

  let content;
  if (data && data.deliveredAt === null) content = <Notice>{AFTER_PURCHASE_REFUSAL.orderNotDelivered}</Notice>;
  else if (data) {
    const kind = RETURN_KINDS.find((each) => each.id === form.kind);
    content = (
      <Form
        noValidate
        onSubmit={submitOnce(busy, async (event) => {
          event.preventDefault();
          await submit(form);
        })}
      >
        <fieldset aria-describedby={errorAt('kind') ? 'return-kind-error' : undefined}>
          <legend>O que você quer fazer?</legend>
          {RETURN_KINDS.map((each, i) => (
            <label key={each.id}>
              <input
                type="radio"
                name="kind"
                id={i === 0 ? fieldId('kind') : undefined}
                value={each.id}
                checked={form.kind === each.id}
                onChange={() => setForm(withKind(form, each.id))}
              />
              {each.label}
            </label>
          ))}
          {kind && <Muted>{kind.policy}</Muted>}
          {errorAt('kind') && <ErrorText id="return-kind-error">{errorAt('kind')}</ErrorText>}
        </fieldset>
        <fieldset
          id={fieldId('lines')}
          tabIndex={-1}
          aria-describedby={errorAt('lines') ? 'return-lines-error' : undefined}
        >
          <legend>Itens do pedido</legend>
          {data.lines.map((line) => (
            <LineChoice key={lineKey(line)} line={line} form={form} onChange={setForm} error={errorAt(lineKey(line))} />
          ))}
          {errorAt('lines') && <ErrorText id="return-lines-error">{errorAt('lines')}</ErrorText>}
        </fieldset>
        {form.kind === 'defect' && (
          <>
            <Field>
              <label htmlFor={fieldId('description')}>Descreva o defeito</label>
              <textarea
                id={fieldId('description')}
                rows={4}
                maxLength={DEFECT_DESCRIPTION_MAX}
                value={form.description}
                aria-invalid={errorAt('description') ? true : undefined}
                aria-describedby={errorAt('description') ? 'return-description-error' : undefined}
                onChange={(event) => setForm({ ...form, description: event.target.value })}
              />
              {errorAt('description') && <ErrorText id="return-description-error">{errorAt('description')}</ErrorText>}
            </Field>
          </>
        )}
        {form.kind && choosesResolution(form.kind) && (
          <fieldset aria-describedby={errorAt('resolution') ? 'return-resolution-error' : undefined}>
            <legend>{form.kind === 'defect' ? 'O que você prefere?' : 'Como você quer receber o valor?'}</legend>
            {offeredResolutions(form.kind).map((resolution, i) => (
              <label key={resolution}>
                <input
                  type="radio"
                  name="resolution"
                  id={i === 0 ? fieldId('resolution') : undefined}
                  value={resolution}
                  checked={form.resolution === resolution}
                  aria-describedby={resolution === 'storeCredit' ? 'return-credit-hint' : undefined}
                  onChange={() => setForm({ ...form, resolution })}
                />
                {RESOLUTION_LABEL[resolution]}
              </label>
            ))}
            <Muted id="return-credit-hint">{STORE_CREDIT_CHOICE_TEXT}</Muted>
            {errorAt('resolution') && <ErrorText id="return-resolution-error">{errorAt('resolution')}</ErrorText>}
          </fieldset>
        )}
        {/* Said before sending: the fee, and how it will be paid (the server charges it again from its own rule). */}
        {exchangeCharged(form, data.lines) && (
          <FeeNotice role="status">{exchangeFeeNotice(data.exchangeFee.cents, data.exchangeFee.payment)}</FeeNotice>
        )}
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Enviando…' : 'Confirmar solicitação'}
        </Button>
        {errorAt('submit') && <ErrorText>{errorAt('submit')}</ErrorText>}
      </Form>
    );
  } else if (returns.isError && failureReason(returns.error) === 'notFound') {
    content = (
      <p>
        Pedido não encontrado. <Link to="/pedidos">Ver meus pedidos</Link>
      </p>
    );
  } else if (returns.isError) {
    content = (
      <LoadFailed
        title="Não foi possível carregar as trocas e devoluções."
        reason={shownFailure(returns.error)}
        onRetry={() => void returns.refetch()}
      />
    );
  } else content = <Loading minHeight={400} />;

  return (
    <Page>
      <div>
        <h1 ref={heading} tabIndex={-1}>
          Trocar ou devolver
        </h1>
        <p>
          Pedido nº {id} · <Link to={`/pedidos/${encodeURIComponent(id)}`}>Voltar ao pedido</Link> ·{' '}
          <Link to="/trocas-e-devolucoes">Política de trocas</Link>
        </p>
      </div>
      {content}
    </Page>
  );
}
