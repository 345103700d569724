import styled from '@emotion/styled';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { shownFailure, type SavedAddress } from '../../api/types';
import { AddressText } from '../../components/AddressText';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { FormError } from '../../components/FormPage';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_LIMIT } from '../../rules/address';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { chooseDefaultAddress, removeAddress, type AddressOutcome } from './addressFlows';
import { Section } from './AccountSection';
import { useGetAddressesQuery } from './addressesApi';
import { SavedAddressForm } from './SavedAddressForm';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  > li {
    display: grid;
    gap: 12px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Badge = styled.strong`
  justify-self: start;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Where focus goes once the page shows what an action changed. */
type FocusTarget =
  'heading' | 'add' | `address-${string}` | `edit-${string}` | `remove-${string}` | `confirm-${string}`;

/**
 * Focus for the first render that holds the element: an action's own state change renders again,
 * and an address the server kept arrives with its answer, which renders again too.
 */
function useFocusAfter() {
  const nodes = useRef(new Map<FocusTarget, HTMLElement>());
  const target = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const node = target.current && nodes.current.get(target.current);
    if (!node) return;
    node.focus();
    target.current = null;
  });
  const focus = (name: FocusTarget) => {
    target.current = name;
  };
  const keep = (name: FocusTarget) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(name, node);
    else nodes.current.delete(name);
  };
  return { focus, keep };
}

/**
 * 'Meus endereços': the saved addresses, the default first and marked 'Padrão'; each
 * can be edited, removed (after a confirmation) or made the default, and a new one added, up to
 * the rule's limit. Each change is announced once; focus goes to what it changed.
 */
export function AddressBookSection() {
  const dispatch = useAppDispatch();
  const shopper = useAppSelector(selectUser)?.id;
  const book = useGetAddressesQuery(shopper || skipToken, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { focus, keep } = useFocusAfter();
  const addresses = book.currentData?.addresses;

  /** Runs one change of the book: what it says once done, where focus goes, or its failure. */
  const change = async (run: () => Promise<AddressOutcome>, done: string, then: FocusTarget, what: string) => {
    if (busy) return;
    setBusy(true);
    setStatus('');
    setFailure(null);
    const outcome = await run();
    setBusy(false);
    if (!outcome.ok) return setFailure(failureText(outcome.error, what));
    setStatus(done);
    focus(then);
  };

  const open = (which: 'new' | string) => {
    setStatus('');
    setFailure(null);
    setRemoving(null);
    setEditing(which);
  };

  const saved = (id: string) => {
    setStatus(editing === 'new' ? 'Endereço adicionado.' : 'Endereço atualizado.');
    setEditing(null);
    focus(`address-${id}`);
  };

  const cancel = () => {
    focus(editing === 'new' || editing === null ? 'add' : `edit-${editing}`);
    setEditing(null);
  };

  const item = (address: SavedAddress) => {
    const { id } = address;
    const textId = `saved-address-${id}`;
    if (editing === id) {
      return <SavedAddressForm address={address} onSaved={saved} onCancel={cancel} />;
    }
    return (
      <>
        <div id={textId} ref={keep(`address-${id}`)} tabIndex={-1}>
          <AddressText address={address} />
        </div>
        {address.isDefault && <Badge>Padrão</Badge>}
        {removing === id ? (
          <>
            <p ref={keep(`confirm-${id}`)} tabIndex={-1}>
              Remover este endereço?
            </p>
            <Actions>
              <Button
                type="button"
                aria-describedby={textId}
                aria-disabled={busy}
                onClick={() =>
                  void change(
                    () => dispatch(removeAddress(id)),
                    'Endereço removido.',
                    'heading',
                    'Não foi possível remover o endereço.',
                  )
                }
              >
                Sim, remover
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setRemoving(null);
                  focus(`remove-${id}`);
                }}
              >
                Cancelar
              </Button>
            </Actions>
          </>
        ) : (
          <Actions>
            <Button
              type="button"
              variant="outline"
              ref={keep(`edit-${id}`)}
              aria-describedby={textId}
              onClick={() => open(id)}
            >
              Editar
            </Button>
            <Button
              type="button"
              variant="outline"
              ref={keep(`remove-${id}`)}
              aria-describedby={textId}
              onClick={() => {
                setStatus('');
                setFailure(null);
                setEditing(null);
                setRemoving(id);
                focus(`confirm-${id}`);
              }}
            >
              Remover
            </Button>
            {!address.isDefault && (
              <Button
                type="button"
                variant="outline"
                aria-describedby={textId}
                aria-disabled={busy}
                onClick={() =>
                  void change(
                    () => dispatch(chooseDefaultAddress(id)),
                    'Endereço padrão alterado.',
                    `address-${id}`,
                    'Não foi possível alterar o endereço padrão.',
                  )
                }
              >
                Tornar padrão
              </Button>
            )}
          </Actions>
        )}
      </>
    );
  };

  return (
    <Section aria-labelledby="addresses-title">
      <h2 id="addresses-title" ref={keep('heading')} tabIndex={-1}>
        Meus endereços
      </h2>
      {book.isError ? (
        <LoadFailed
          title="Não foi possível carregar seus endereços."
          reason={shownFailure(book.error)}
          onRetry={book.refetch}
        />
      ) : !addresses ? (
        <Loading minHeight={120} />
      ) : (
        <>
          {addresses.length === 0 ? (
            <p>Nenhum endereço salvo.</p>
          ) : (
            <List aria-labelledby="addresses-title">
              {addresses.map((address) => (
                <li key={address.id}>{item(address)}</li>
              ))}
            </List>
          )}
          {editing === 'new' ? (
            <SavedAddressForm address={null} onSaved={saved} onCancel={cancel} />
          ) : addresses.length >= ADDRESS_BOOK_LIMIT ? (
            <p>{ADDRESS_BOOK_FULL}</p>
          ) : (
            <Button type="button" variant="outline" ref={keep('add')} onClick={() => open('new')}>
              Adicionar endereço
            </Button>
          )}
        </>
      )}
      <p role="status">{status}</p>
      {failure && <FormError role="alert">{failure}</FormError>}
    </Section>
  );
}
