import type { SandboxModule } from '../types';
import { authModule } from './auth';
import { profileModule } from './profile';
import { referenceModule } from './reference';
import { reviewsModule } from './reviews';
import { filesModule } from './files';
import { ordersModule } from './orders';
import { pickupPointsModule } from './pickup-points';
import { auditModule } from './audit';
import { refundsModule } from './refunds';
import { financeModule } from './finance';
import { productsModule } from './products';
import { installmentsModule } from './installments';
import { notesModule } from './notes';
import { geocoderModule } from './geocoder';
import { registrationModule } from './registration';
import { uploadsModule } from './uploads';
import { priceListsModule } from './price-lists';
import { agreeModule } from './agree';
import { faqModule } from './faq';
import { metricsModule } from './metrics';
import { orderActionsModule } from './order-actions';
import { refundActionsModule } from './refund-actions';
import { employeesModule } from './employees';
import { documentsModule } from './documents';
import { orderArrivalsModule } from './order-arrivals';

/**
 * Every backend area the sandbox serves. Adding a backend = one file in this folder
 * exporting a `SandboxModule` + one line here.
 */
export const modules: SandboxModule[] = [
  authModule,
  profileModule,
  referenceModule,
  reviewsModule,
  filesModule,
  ordersModule,
  pickupPointsModule,
  auditModule,
  refundsModule,
  financeModule,
  productsModule,
  installmentsModule,
  notesModule,
  geocoderModule,
  registrationModule,
  uploadsModule,
  priceListsModule,
  agreeModule,
  faqModule,
  metricsModule,
  orderActionsModule,
  refundActionsModule,
  employeesModule,
  documentsModule,
  orderArrivalsModule,
];
