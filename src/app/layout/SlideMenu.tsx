import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/Icons';
import { Loading } from '../../components/Loading';
import { useGetProductsQuery } from '../../features/products/catalogApi';
import { selectMenuProducts } from '../../features/catalog/searchSelectors';
import { productPath } from '../../features/products/productPath';
import { menuClosed, selectMenuOpen } from '../../features/ui/uiSlice';
import { capitalise, productLabel } from '../../lib/text';
import { MENU_SLIDE_MS, mq } from '../../theme/theme';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** The menu slides in and out in 0.4 s. */
const SLIDE = `${MENU_SLIDE_MS}ms`;

const Backdrop = styled.div<{ open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: rgba(17, 17, 17, 0.4);
  opacity: ${({ open }) => (open ? 1 : 0)};
  visibility: ${({ open }) => (open ? 'visible' : 'hidden')};
  /* Visible at once when opening; hidden only after the fade when closing. */
  transition:
    opacity ${SLIDE} ease,
    visibility 0s linear ${({ open }) => (open ? '0s' : SLIDE)};
`;
/** A 300px overlay sliding in 0.4 s; 100% wide on 100–350px screens; transparent when closed. */
const Panel = styled.div<{ open: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 21;
  width: 300px;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 2px 0 16px rgba(0, 0, 0, 0.15);
  transform: translateX(${({ open }) => (open ? '0' : '-100%')});
  opacity: ${({ open }) => (open ? 1 : 0)};
  visibility: ${({ open }) => (open ? 'visible' : 'hidden')};
  transition:
    transform ${SLIDE} ease,
    opacity ${SLIDE} ease,
    visibility 0s linear ${({ open }) => (open ? '0s' : SLIDE)};
  ${mq.upToNarrowMenu} {
    width: 100%;
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 8px 8px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;
/** The list scrolls inside the panel, however tall the screen. */
const Nav = styled.nav`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
/**
 * While the menu is open the page behind it stays still. The scroll bar's
 * width is given back as padding, so the page does not widen under the menu.
 */
function usePageScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    const scrollBar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
    return () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }, [locked]);
}

/** Tab and Shift+Tab go round inside the open menu, never to the page behind it. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  a {
    display: block;
    padding: 10px 20px;
    text-decoration: none;
    font-size: 0.9375rem;
    transition:
      color 0.2s,
      background 0.2s;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

/** A menu is for browsing, not for a 100,000-line list: past this, it points to the grid. */
const MENU_LIMIT = 100;

function MenuList({ onPick }: { onPick: () => void }) {
  const products = useAppSelector(selectMenuProducts);
  return (
    <List>
      {products.slice(0, MENU_LIMIT).map((product) => (
        <li key={product.id}>
          <Link to={productPath(product)} onClick={onPick}>
            {productLabel(product, capitalise)}
          </Link>
        </li>
      ))}
      {products.length > MENU_LIMIT && (
        <li>
          <Link to="/" onClick={onPick}>
            Ver todos os {products.length.toLocaleString('pt-BR')} produtos
          </Link>
        </li>
      )}
    </List>
  );
}

/** The slide-out menu 'Novidades': products alphabetically, each opening its page. */
export function SlideMenu() {
  const { isLoading } = useGetProductsQuery(); // the menu lists the catalogue on every page
  const open = useAppSelector(selectMenuOpen);
  const dispatch = useAppDispatch();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  usePageScrollLock(open);
  // The list is built on the first opening, not on every page load.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // Focus goes into the menu when it opens and back where it was when it closes.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(menuClosed());
      if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, dispatch]);

  const close = () => dispatch(menuClosed());
  return (
    <>
      <Backdrop open={open} onClick={close} aria-hidden="true" />
      <Panel
        ref={panelRef}
        open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby="menu-title"
        inert={!open}
        data-testid="slide-menu"
      >
        <Top>
          <h2 id="menu-title">Novidades</h2>
          <IconButton ref={closeRef} type="button" aria-label="Fechar menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Top>
        <Nav aria-label="Produtos">{opened && (isLoading ? <Loading /> : <MenuList onPick={close} />)}</Nav>
      </Panel>
    </>
  );
}
