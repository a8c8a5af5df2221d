import type { Operation } from '../operation';
import { accountOperations } from './account';
import { catalogueOperations } from './catalogue';
import { salesOperations } from './sales';
import { shellOperations } from './shell';

/** Every call of the contract, in the order of the spec's three documents. */
export const operations: readonly Operation[] = [...accountOperations, ...shellOperations, ...salesOperations, ...catalogueOperations];
