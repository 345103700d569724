/** 'Avise-me quando chegar''s part that comes with the account's pages: 'Minha conta''s list of alerts. */
export { StockAlertsSection } from './StockAlertsSection';
