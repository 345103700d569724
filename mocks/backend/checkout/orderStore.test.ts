import { ADDRESS_FIELDS } from '../../../src/rules/address';
import { DEMO_USER } from '../../demoLogin';
import { placed } from '../../testFixtures';
import { anonymiseOrdersOf, KEPT_ADDRESS_FIELDS, storedOrders, updateOrders } from './orderStore';

describe('an order anonymised when its shopper deletes the account', () => {
  it('blanks every field of the address rule but the city and state, whatever fields the rule has', () => {
    const { id } = placed();
    // Every field the address rule names, filled in: a field the rule gains is filled here too.
    const full = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, `kept ${field}`]));
    updateOrders((order) => (order.id === id ? { ...order, address: { ...order.address, ...full } } : order));

    anonymiseOrdersOf(DEMO_USER.id);

    const order = storedOrders().find((o) => o.id === id)!;
    expect(order.userId).toBe('');
    for (const field of ADDRESS_FIELDS)
      expect([field, order.address[field]]).toEqual([field, KEPT_ADDRESS_FIELDS.has(field) ? `kept ${field}` : '']);
    // Nothing of the address beyond the rule's fields.
    expect(Object.keys(order.address).sort()).toEqual([...ADDRESS_FIELDS].sort());
  });
});
