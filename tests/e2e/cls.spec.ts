import { defineClsTests } from './cls-screens';

defineClsTests('instant');
