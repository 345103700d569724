import styled from '@emotion/styled';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/Icons';
import { searchPath } from '../../features/catalog/productPath';
import { MAX_SEARCH_LENGTH, searchChanged, searchCleared, selectSearchText } from '../../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

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

/** Spec §2/§4: filters the grid as the shopper types; Enter opens the product page. */
export function SearchBox() {
  const text = useAppSelector(selectSearchText);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §5: proceed only with at least one character.
        if (text.trim()) navigate(searchPath(text));
      }}
    >
      <SearchIcon size={18} />
      <Input
        type="search"
        aria-label="Buscar produtos"
        placeholder="O que você procura?"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => dispatch(searchChanged(event.target.value))}
        enterKeyHint="search"
      />
      {text && (
        <Clear type="button" aria-label="Limpar busca" onClick={() => dispatch(searchCleared())}>
          <CloseIcon size={16} />
        </Clear>
      )}
    </Form>
  );
}
