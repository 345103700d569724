/**
 * What the order pages show of the returns, arriving with those pages (never in the first
 * download): the order page's 'Trocas e devoluções' and 'Meus pedidos'' open requests.
 */
export { OpenReturnNote } from './OpenReturnNote';
export { ReturnsSection } from './ReturnsSection';
