import { setLatencySettings } from './latency';
import { consoleHandle } from './switches';
import { forcePix } from '../backend/checkout/pixStatus';
import { call, cardOrder, cardToken, pixOrder, placed } from '../testFixtures';

const statusOf = (id: string) => (call('GET', `/orders/${id}/pix`).data as { status: string }).status;

beforeEach(() => setLatencySettings({ pixPaid: 20 * 60_000 }));
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('vitrineMock.pix.pay / .expire (developers: a PIX paid or expired at once)', () => {
  it('pays the latest PIX awaiting payment', () => {
    const older = placed(pixOrder());
    const latest = placed(pixOrder());
    expect(consoleHandle.pix.pay()).toEqual({ id: latest.id, status: 'paid' });
    expect(statusOf(latest.id)).toBe('paid');
    expect(statusOf(older.id)).toBe('awaiting_payment');
    expect(consoleHandle.pix.pay()).toEqual({ id: older.id, status: 'paid' });
  });

  it('expires a given order: cancelled, its expiry now', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const order = placed(pixOrder());
    placed(pixOrder());
    jest.setSystemTime(new Date('2026-03-10T12:05:00Z'));
    expect(consoleHandle.pix.expire(order.id)).toEqual({ id: order.id, status: 'cancelled' });
    expect(call('GET', `/orders/${order.id}/pix`).data).toEqual({
      status: 'cancelled',
      expiresAt: '2026-03-10T12:05:00.000Z',
    });
  });

  it('uses this tab’s pixPaid: an order already paid by it is not awaiting', () => {
    consoleHandle.latency('pixPaid=0');
    placed(pixOrder());
    expect(() => consoleHandle.pix.pay()).toThrow('no PIX order is awaiting payment');
  });

  it('explains, in English, what it cannot do', () => {
    expect(() => consoleHandle.pix.pay()).toThrow('no PIX order is awaiting payment');
    expect(() => consoleHandle.pix.expire('123')).toThrow('no order 123');
    const card = placed(cardOrder(cardToken().token));
    expect(() => consoleHandle.pix.pay(card.id)).toThrow(`order ${card.id} is not a PIX awaiting payment (paid)`);
    const pix = placed(pixOrder());
    forcePix('pay', pix.id, Date.now(), 60_000);
    expect(() => consoleHandle.pix.expire(pix.id)).toThrow('is not a PIX awaiting payment (paid)');
  });
});
