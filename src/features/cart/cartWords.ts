/**
 * What the shopper is told of the bag's changes. The files that make or confirm them (the add,
 * the background save, the bag's page) give their events these words (uiSlice shows them), so
 * the words come with those files, not in the first download.
 */
import { QUANTITY_LIMIT_TEXT } from '../../rules/orderLines';
import type { News } from '../../store/news';

export const ADD_FAILED = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';

export const CHANGE_NOT_SAVED =
  'Não foi possível salvar a alteração da sua sacola agora. Ela fica guardada neste navegador e será enviada de novo.';

export const addNotSavedSay = (label: string) => `${label} não foi adicionado à sacola. Por favor, tente novamente.`;

export const lineRefusedText = (label: string, size: string) =>
  `${label || 'Um produto'}, tamanho ${size}, não está mais disponível e saiu da sua sacola.`;

/** An addition the backend saved. */
export const addedNews = ({ label, size }: { label: string; size: string }): News => ({
  toast: { message: 'Produto adicionado ao carrinho!', variant: 'success' },
  say: `${label}, tamanho ${size}, adicionado à sacola`,
});

/** A line deleted from the bag: the toast offers 'Desfazer'. */
export const removedNews = (line: { sku: string; label: string }): News => ({
  toast: { message: 'Produto removido da sacola.', variant: 'info', undo: { sku: line.sku, label: line.label } },
  say: `${line.label} removido da sacola`,
});

/** A line at its limit: nothing added. */
export const limitNews: News = { toast: { message: QUANTITY_LIMIT_TEXT, variant: 'info' } };

/** A deleted line put back by 'Desfazer'. */
export const restoredNews = (label: string): News => ({ say: `${label} de volta à sacola` });

/** A line's new quantity, read out. */
export const quantityNews = (label: string, quantity: number): News => ({
  say: `${label}: ${quantity} unidade${quantity === 1 ? '' : 's'}`,
});
