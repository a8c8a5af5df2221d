import type { Operation } from '../operation';
import { accountOperations } from './account';
import { catalogueOperations } from './catalogue';
import { salesOperations } from './sales';
import { shellOperations } from './shell';
import { modules } from '../../modules/index';

/** Every call of the contract, in the order of the spec's three documents, then the calls modules carry themselves. */
export const operations: readonly Operation[] = [...accountOperations, ...shellOperations, ...salesOperations, ...catalogueOperations, ...modules.flatMap((m) => m.operations ?? [])];
