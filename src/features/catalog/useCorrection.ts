import { useEffect, useState } from 'react';
import type { Product } from '../../api/types';
import { useAppSelector } from '../../store/hooks';

type Correction = typeof import('./correction');

/** The correction's code, once a search has found nothing in this visit. */
let arrived: Correction | undefined;
const NONE: Product[] = [];

/**
 * A search that forgives: while `wanted` (the spec's search found nothing), the text
 * to offer in its place and the products it lists ({ text: null } when nothing is close). The
 * code that looks for close names (correction.ts) is fetched the first time it is wanted, so
 * a visit whose searches all find something never downloads it.
 */
export function useCorrection(wanted: boolean): { text: string | null; products: readonly Product[] } {
  const [correction, setCorrection] = useState(arrived);
  useEffect(() => {
    if (!wanted || correction) return;
    let mounted = true;
    // Unnamed, as a name costs the first download's chunk map bytes (the initial-JS budget).
    void import('./correction').then((code) => {
      arrived = code;
      if (mounted) setCorrection(code);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, correction]);
  const on = wanted ? correction : undefined;
  const text = useAppSelector((state) => (on ? on.selectCorrection(state) : null));
  const products = useAppSelector((state) => (on ? on.selectCorrectedProducts(state) : NONE));
  return { text, products };
}
