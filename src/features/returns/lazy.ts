/**
 * What the order pages show of the returns, arriving with those pages (never in the first
 * download): the order page's 'Trocas e devoluções', 'Meus pedidos'' open requests, and
 * 'Trocar ou devolver' itself, which comes with the order page's file.
 */
export { OpenReturnNote } from './OpenReturnNote';
export { ReturnsSection } from './ReturnsSection';
export { ReturnPage } from './ReturnPage';
