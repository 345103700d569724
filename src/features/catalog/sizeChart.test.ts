import { sizeChartFor } from './sizeChart';

describe('sizeChartFor', () => {
  it('gives the rows of letter sizes with their numeric equivalents', () => {
    expect(sizeChartFor([{ size: 'P' }, { size: 'M' }]).map((r) => [r.size, r.equivalent])).toEqual([
      ['P', '38'],
      ['M', '40'],
    ]);
  });

  it('gives numeric sizes the same measures as their letter equivalents', () => {
    const [letter] = sizeChartFor([{ size: 'M' }]);
    const [numeric] = sizeChartFor([{ size: '40' }]);
    expect(numeric).toEqual({ ...letter, size: '40', equivalent: 'M' });
  });

  it('has no chart for one-size products', () => {
    expect(sizeChartFor([{ size: 'U' }])).toEqual([]);
  });
});
