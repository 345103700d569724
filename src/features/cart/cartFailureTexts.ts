/**
 * What the shopper is told when the bag could not take a change. The files that find out (the
 * add, the background save) carry these words in their events (uiSlice shows them), so they come
 * with those files, not in the first download.
 */
export const ADD_FAILED = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';

export const CHANGE_NOT_SAVED =
  'Não foi possível salvar a alteração da sua sacola agora. Ela fica guardada neste navegador e será enviada de novo.';

export const addNotSavedSay = (label: string) => `${label} não foi adicionado à sacola. Por favor, tente novamente.`;

export const lineRefusedText = (label: string, size: string) =>
  `${label || 'Um produto'}, tamanho ${size}, não está mais disponível e saiu da sua sacola.`;
