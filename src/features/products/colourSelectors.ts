import { createSelector } from '@reduxjs/toolkit';
import { colourCounts } from '../../rules/colours';
import { selectCatalogue } from './catalogSelectors';

/**
 * The catalogue's colour variants: how many colours each style comes in, for the
 * cards' '+1 cor' in the grid and the product page's carousel (which load with their pages).
 */
export const selectColourCounts = createSelector([selectCatalogue], colourCounts);
