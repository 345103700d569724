import { defineClsTests } from './cls-screens';

defineClsTests('default latency');
