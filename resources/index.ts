import type { AnyDescriptor } from '../src/engine/descriptor';
import { employees } from './employees';
import { installments, installmentsPast } from './installments';
import { enrolledProducts, oldInstallments } from './installments/old';
import { nosuitable } from './products/nosuitable';
import { orders } from './orders';
import { products } from './products';
import { refunds } from './refunds';
import { pickupPoints } from './pickup-points';
import { reviews } from './reviews';
import { transactions } from './transactions';
import { unrelated } from './products/unrelated';
import { uploadEvents } from './price-lists/history';

/**
 * Every resource of the app. `<Refine resources>`, the routes and the side menu are all
 * generated from this one list: adding a resource is one descriptor and one line here.
 */
// enrolled-products (/installments/products) before old-installments, whose show route /installments/:id would take it.
export const resources: AnyDescriptor[] = [
  orders, reviews, refunds, transactions, employees, pickupPoints, uploadEvents,
  products, unrelated, nosuitable,
  installments, installmentsPast, enrolledProducts, oldInstallments,
];
