import styled from '@emotion/styled';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/Icons';
import type { Product } from '../../api/types';
import { MAX_SEARCH_LENGTH } from './catalogQuery';
import { searchChanged, searchCleared, selectSearchText } from './catalogQuerySlice';
import { loadSearchSelectors, useSearchSelectors } from './loadSearchSelectors';
import { productPath, searchPath } from '../products';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/types';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  border-bottom: 1px solid ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
  }
`;
const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 8px;
  background: transparent;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;
const Clear = styled.button`
  border: 0;
  background: transparent;
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  cursor: pointer;
`;

const Suggestions = lazy(() => import('./Suggestions').then((m) => ({ default: m.Suggestions })));

const NO_SUGGESTIONS: readonly Product[] = [];
const noSuggestions = () => NO_SUGGESTIONS;

/** Moves through -1 (the typed text) and the options 0..count-1, wrapping around. */
function cycle(index: number, step: number, count: number): number {
  const next = index + step;
  return next >= count ? -1 : next < -1 ? count - 1 : next;
}

/**
 * Filters the grid as the shopper types; Enter opens the product
 * page for the text, or the grid's first product when no name contains the text. Suggestions under the box (arrows, Enter, Escape) open a
 * product directly.
 */
export function SearchBox() {
  const text = useAppSelector(selectSearchText);
  const [open, setOpen] = useState(false);
  const search = useSearchSelectors(open || text !== '');
  const suggestions = useAppSelector(search?.selectSuggestions ?? noSuggestions);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const showList = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const product = suggestions[index];
    if (!product) return;
    close();
    navigate(productPath(product));
  };

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (showList && active >= 0) return choose(active);
        close();
        // Read at Enter only: the destination is not worth working out on every keystroke. Without
        // the search's file (offline), the spec's product route for the text.
        void loadSearchSelectors()
          .then(
            ({ selectSearchDestination }) => selectSearchDestination(store.getState()),
            () => (text.trim() ? searchPath(text) : null),
          )
          // Proceed only with at least one character (a blank text has no destination).
          .then((destination) => destination && navigate(destination));
      }}
    >
      <SearchIcon size={18} />
      <Input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Buscar produtos"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder="O que você procura?"
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          dispatch(searchChanged(event.target.value));
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') return close();
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((i) => cycle(i, step, suggestions.length));
        }}
        enterKeyHint="search"
      />
      {text && (
        <Clear
          type="button"
          aria-label="Limpar busca"
          onClick={() => {
            dispatch(searchCleared());
            // The button disappears with the text: focus goes back to the field, not to the page.
            inputRef.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </Clear>
      )}
      {(showList || text) && (
        <Suspense fallback={null}>
          <Suggestions
            id={listId}
            open={showList}
            products={suggestions}
            query={text}
            active={active}
            optionId={optionId}
            onChoose={choose}
          />
        </Suspense>
      )}
    </Form>
  );
}
