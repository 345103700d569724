/**
 * Every call's declaration, imported at once: for Node (Jest, `npm run api`, the build's call
 * table in scripts/webpack/callTableLoader.ts). The page never imports this file: it fetches the
 * files of calls one after another (routes.ts), and routes.test.ts checks both give the same calls.
 */
import { calls as accountData } from './accounts/accountData';
import { calls as catalogue } from './catalogueCalls';
import { calls as cancel } from './checkout/cancelCalls';
import { calls as checkout } from './checkout/calls';
import { calls as later } from './laterCalls';
import { calls as stockAlerts } from './stockAlerts';
import { calls as returns } from './returns/calls';

export const ALL_CALLS = [...catalogue, ...later, ...checkout, ...cancel, ...accountData, ...stockAlerts, ...returns];
