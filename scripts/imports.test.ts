import { circles, featureGraph, importGraph } from './importGraph';

const graph = importGraph();

describe('the import graph of src/ and mocks/', () => {
  it('finds the modules and the imports of every kind', () => {
    expect(graph.get('src/app/App.tsx')).toEqual(expect.arrayContaining(['src/app/routes.tsx']));
    // A circle built by hand is found, through a lazy import and a type-only one.
    const knot = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(knot)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no import circles, counting lazy and type-only imports', () => {
    const found = circles(graph).map((circle) => circle.join(' → '));
    expect(found).toEqual([]);
  });

  it('has features that depend on each other one way only', () => {
    const found = circles(featureGraph(graph)).map((circle) => circle.join(' → '));
    expect(found).toEqual([]);
  });
});
