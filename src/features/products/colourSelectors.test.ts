import { makeStore } from '../../app/store';
import { CASACO, TSHIRT, VESTIDO } from '../../test/products';
import { menuToggled } from '../ui/uiSlice';
import { catalogApi } from './catalogApi';
import { selectColourCounts } from './colourSelectors';

describe("the catalogue's colour counts", () => {
  it('are empty until the catalogue arrives, then count each style’s colours', async () => {
    const store = makeStore();
    expect(selectColourCounts(store.getState()).size).toBe(0);
    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    const counts = selectColourCounts(store.getState());
    expect([VESTIDO, TSHIRT, CASACO].map((p) => counts.get(p.style))).toEqual([2, 3, 1]);
  });

  it('are worked out once per catalogue, not on every change of the state', async () => {
    const store = makeStore();
    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    const counts = selectColourCounts(store.getState());
    store.dispatch(menuToggled());
    expect(selectColourCounts(store.getState())).toBe(counts);
  });
});
