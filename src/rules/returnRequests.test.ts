import {
  canMoveReturnRequest,
  canShopperCancelRequest,
  currentReturnState,
  isFinalReturnState,
  nextReturnStates,
  offersResolution,
  postageCodeLapsed,
  postageCodeLastDay,
  receiptRefusalLabel,
  RESOLUTIONS,
  RESOLVED_STATE,
  RETURN_REQUEST_STATES,
  returnStateLabel,
  type ReturnRequestState,
} from './returnRequests';

const STATES = RETURN_REQUEST_STATES.map((state) => state.id);

describe('the request states', () => {
  it('have Portuguese labels', () => {
    expect(RETURN_REQUEST_STATES.map((state) => state.label)).toEqual([
      'Solicitada',
      'Aprovada',
      'Postada',
      'Recebida',
      'Reembolsada',
      'Troca enviada',
      'Troca entregue',
      'Vale-troca emitido',
      'Cancelada',
      'Expirada',
    ]);
    expect(returnStateLabel('creditIssued')).toBe('Vale-troca emitido');
  });

  it('move only forward, along the allowed transitions', () => {
    const allowed = STATES.flatMap((from) =>
      STATES.filter((to) => canMoveReturnRequest(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'requested→approved',
      'requested→cancelled',
      'approved→posted',
      'approved→cancelled',
      'approved→expired',
      'posted→received',
      'received→refunded',
      'received→exchangeShipped',
      'received→creditIssued',
      'exchangeShipped→exchangeDelivered',
    ]);
    expect(nextReturnStates('posted')).toEqual(['received']);
  });

  it('end in reembolsada, troca entregue, vale-troca emitido, cancelada or expirada', () => {
    expect(STATES.filter(isFinalReturnState)).toEqual([
      'refunded',
      'exchangeDelivered',
      'creditIssued',
      'cancelled',
      'expired',
    ]);
  });

  it('let the shopper cancel only before posting', () => {
    expect(STATES.filter(canShopperCancelRequest)).toEqual(['requested', 'approved']);
  });
});

describe('resolutions', () => {
  it('are what each kind offers', () => {
    expect(offersResolution('withdrawal', 'storeCredit')).toBe(true);
    expect(offersResolution('withdrawal', 'exchange')).toBe(false);
    expect(offersResolution('exchange', 'refund')).toBe(false);
    expect(offersResolution('defect', 'replacement')).toBe(true);
  });

  it('each end in a state a received request may move to', () => {
    for (const resolutions of Object.values(RESOLUTIONS)) {
      for (const resolution of resolutions) {
        expect(canMoveReturnRequest('received', RESOLVED_STATE[resolution])).toBe(true);
      }
    }
  });

  it('refuse a received line with a reason', () => {
    expect(receiptRefusalLabel('used')).toBe('A peça chegou com sinais de uso.');
  });
});

describe('the código de postagem', () => {
  // Issued at 23:30 on 2 December in São Paulo (3 December in UTC).
  const issuedAt = '2026-12-03T02:30:00Z';

  it('is valid 10 days, through the whole last São Paulo day', () => {
    expect(postageCodeLastDay(issuedAt)).toBe('2026-12-12');
    expect(postageCodeLapsed(issuedAt, '2026-12-13T02:59:59Z')).toBe(false);
    expect(postageCodeLapsed(issuedAt, '2026-12-13T03:00:00Z')).toBe(true);
  });

  it('turns an approved request expired once it lapses unused', () => {
    const after = '2026-12-13T03:00:00Z';
    expect(currentReturnState('approved', issuedAt, '2026-12-12T12:00:00Z')).toBe('approved');
    expect(currentReturnState('approved', issuedAt, after)).toBe('expired');
    const others: ReturnRequestState[] = ['requested', 'posted', 'received', 'refunded'];
    for (const state of others) expect(currentReturnState(state, issuedAt, after)).toBe(state);
    expect(currentReturnState('approved', null, after)).toBe('approved');
  });
});
