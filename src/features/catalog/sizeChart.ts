/** Body measurements in cm per size (a typical Brazilian women's chart). */
export interface SizeMeasures {
  size: string;
  equivalent: string;
  bust: number;
  waist: number;
  hips: number;
}

const CHART: ReadonlyArray<SizeMeasures> = [
  { size: 'PP', equivalent: '36', bust: 80, waist: 62, hips: 88 },
  { size: 'P', equivalent: '38', bust: 84, waist: 66, hips: 92 },
  { size: 'M', equivalent: '40', bust: 88, waist: 70, hips: 96 },
  { size: 'G', equivalent: '42', bust: 92, waist: 74, hips: 100 },
  { size: 'GG', equivalent: '44', bust: 96, waist: 78, hips: 104 },
];

const NUMERIC = CHART.map(({ size, equivalent, ...measures }) => ({ ...measures, size: equivalent, equivalent: size }));

/**
 * The rows for a product's sizes: letter sizes (PP–GG) or numeric ones (36–44).
 * One-size products (U) have no chart.
 */
export function sizeChartFor(sizes: ReadonlyArray<{ size: string }>): SizeMeasures[] {
  const names = new Set(sizes.map((s) => s.size));
  const rows = [...CHART, ...NUMERIC].filter((row) => names.has(row.size));
  return rows;
}
