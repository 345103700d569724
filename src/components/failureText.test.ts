import { failureText, isRefusal } from './failureText';
import { FAILURE_TEXT } from './LoadFailed';

const WHAT = 'Não foi possível buscar o CEP.';
const REFUSAL = { status: 422, data: { message: 'CEP não encontrado' } };

describe('failureText', () => {
  it('says a refusal in the backend’s own words, which name what to fix', () => {
    expect(failureText(REFUSAL, WHAT)).toBe('CEP não encontrado');
  });

  it('says what failed and why for any other failure, never a status code', () => {
    expect(failureText({ status: 'FETCH_ERROR', error: 'x' }, WHAT)).toBe(`${WHAT} ${FAILURE_TEXT.offline}`);
    expect(failureText({ status: 'TIMEOUT_ERROR', error: 'x' }, WHAT)).toBe(`${WHAT} ${FAILURE_TEXT.timeout}`);
    expect(failureText({ status: 500, data: { message: 'boom' } }, WHAT)).toBe(`${WHAT} ${FAILURE_TEXT.server}`);
    // A 4xx without a message of its own is explained like a server failure.
    expect(failureText({ status: 404, data: 'Not Found' }, WHAT)).toBe(`${WHAT} ${FAILURE_TEXT.server}`);
    expect(failureText(undefined, WHAT)).toBe(`${WHAT} ${FAILURE_TEXT.server}`);
  });
});

describe('isRefusal', () => {
  it('is true for a 4xx answer only: asking again would get the same one', () => {
    expect(isRefusal(REFUSAL)).toBe(true);
    expect(isRefusal({ status: 499 })).toBe(true);
    expect(isRefusal({ status: 500 })).toBe(false);
    expect(isRefusal({ status: 'FETCH_ERROR' })).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
