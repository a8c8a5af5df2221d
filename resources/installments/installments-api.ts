import type { HttpClient } from '../../providers/http/client';

/**
 * The installment calls (spec 3 §7), typed: the lists go through the data provider
 * (resources installments, installments-past, old-installments, installment-products);
 * these are the rest. Percent values are hundredths of a percent (1250 = 12.5 %).
 *
 * New programme (installment service):
 *   GET  /installment/api/v1/installments/{id}                        → Installment
 *   GET  /storefront/api/v1/merchants/installments/products           sort, page, limit (+ installment_id [C]) → {products, total}
 * Designed here (the spec: "submit calls of the participation wizard: not shown"); the
 * sandbox implements the same (sandbox/modules/installment-actions.ts), refusing with 400
 * {message, key} a category outside the promotion, a commission not offered, or a transition
 * the status does not allow. Each change answers the promotion as it now is:
 *   POST /installment/api/v1/installments/{id}/subscribe    {categories: slug[], commissions: id[]}
 *   PUT  /installment/api/v1/installments/{id}/categories   {categories: slug[]}
 *   PUT  /installment/api/v1/installments/{id}/commissions  {commissions: id[]}
 *   POST /installment/api/v1/installments/{id}/pause | resume | disable
 *   GET  /installment/api/v1/installments/{id}/report       → text/csv
 *
 * Old programme (payplan, storefront):
 *   GET    /payplan/api/v1/installments/{id}                           → OldInstallment
 *   PUT    /storefront/api/v1/merchants/installments/{id}              {skus} → {skus}
 *   DELETE /storefront/api/v1/merchants/installments                   {skus} → {skus}
 *   GET    /storefront/api/v1/merchants/products-info                  category, search [C], limit, page, start_at, end_at, with_installment
 */
export const INSTALLMENTS_PATH = '/installment/api/v1/installments';
export const PROGRAMME_PRODUCTS_PATH = '/storefront/api/v1/merchants/installments/products';
export const OLD_INSTALLMENTS_PATH = '/payplan/api/v1/installments';
export const ENROLLED_PRODUCTS_PATH = '/storefront/api/v1/merchants/installments';
export const PRODUCTS_INFO_PATH = '/storefront/api/v1/merchants/products-info';

export const installmentPath = (id: string | number) => `${INSTALLMENTS_PATH}/${encodeURIComponent(String(id))}`;
export const oldInstallmentPath = (id: string | number) => `${OLD_INSTALLMENTS_PATH}/${encodeURIComponent(String(id))}`;

/** The statuses the new screens know (spec 3 §4). */
export type InstallmentStatus = 'merch_available' | 'merch_is_not_available' | 'subscribed' | 'subscription_paused' | 'completed' | 'completed_and_participating';

export interface InstallmentCategory {
  slug: string;
  title: { ru: string };
  /** The shop sells in it. */
  is_exist: boolean;
  is_participating: boolean;
}

export interface InstallmentCommission {
  id: number;
  /** Months. */
  duration: number;
  discount_amount: number;
  commission: number;
  /** The rate the shop pays: commission minus the discount. */
  value: number;
  is_participating: boolean;
}

export interface Installment {
  installment_id: number;
  admin_title: string;
  partner_title: string;
  title: { kz: string; ru: string };
  background_color: string;
  text_color: string;
  /** Empty: the promotion covers every category. */
  categories: InstallmentCategory[];
  merchant_categories: string[];
  commissions: InstallmentCommission[];
  starts_at: string;
  ends_at: string;
  status: InstallmentStatus;
  is_enabled: boolean;
  merchant_id: string;
  created_at: string;
  updated_at: string;
}

export interface ProgrammeProduct {
  sku: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  price: { current: number };
  installment_id: number;
  commissions: Array<{ id: number; duration: number; rate: number; discount: { rate: number; amount: number } }>;
}

export interface OldInstallment {
  id: number;
  title: { ru: string };
  start_at: string;
  end_at: string;
  duration: number;
  min_product_price: number;
  max_product_price: number;
  commission: number;
  categories: Array<{ slug: string; title: { ru: string } }>;
}

/** Spec 3 §3 Product in promotion. */
export interface EnrolledProduct {
  sku: string;
  image_url: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  installment: { id: number; title: { ru: string }; start_at: string; end_at: string };
  price: { current: number };
  commissions: Record<'category' | 'installment' | 'total', { value: number; rate: number }>;
}

export interface ProductInfo {
  sku: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  image_url: string;
  price: { current: number };
  installment: { id: number; title: { ru: string } } | null;
}

export interface ProductsInfoQuery {
  category?: string;
  search?: string;
  page: number;
  limit: number;
  start_at: string;
  end_at: string;
}

export type InstallmentChange = 'pause' | 'resume' | 'disable';

export function createInstallmentsApi(http: HttpClient) {
  return {
    one: (id: string | number, signal?: AbortSignal) => http.request<Installment>({ path: installmentPath(id), signal }),
    subscribe: (id: number, body: { categories: string[]; commissions: number[] }) =>
      http.request<Installment>({ method: 'POST', path: `${installmentPath(id)}/subscribe`, body }),
    setCategories: (id: number, categories: string[]) => http.request<Installment>({ method: 'PUT', path: `${installmentPath(id)}/categories`, body: { categories } }),
    setCommissions: (id: number, commissions: number[]) => http.request<Installment>({ method: 'PUT', path: `${installmentPath(id)}/commissions`, body: { commissions } }),
    change: (id: number, change: InstallmentChange) => http.request<Installment>({ method: 'POST', path: `${installmentPath(id)}/${change}` }),
    report: (id: number) => http.request<Blob>({ path: `${installmentPath(id)}/report`, responseType: 'blob' }),
    products: (query: { installment_id: number; sort?: 'price' | '-price'; page: number; limit: number }, signal?: AbortSignal) =>
      http.request<{ products: ProgrammeProduct[]; total: number }>({ path: PROGRAMME_PRODUCTS_PATH, query, signal }),

    oldOne: (id: string | number, signal?: AbortSignal) => http.request<OldInstallment>({ path: oldInstallmentPath(id), signal }),
    enrol: (id: number, skus: string[]) => http.request<{ skus: string[] }>({ method: 'PUT', path: `${ENROLLED_PRODUCTS_PATH}/${id}`, body: { skus } }),
    remove: (skus: string[]) => http.request<{ skus: string[] }>({ method: 'DELETE', path: ENROLLED_PRODUCTS_PATH, body: { skus } }),
    productsInfo: (query: ProductsInfoQuery, signal?: AbortSignal) =>
      http.request<{ products: ProductInfo[]; total: number }>({ path: PRODUCTS_INFO_PATH, query: { ...query, with_installment: true }, signal }),
    /** The shop's categories (the filters' options). */
    categories: () => http.request<{ categories: Array<{ slug: string; title: { ru: string } }> }>({ path: '/storefront/api/v1/merchants/categories' }),
  };
}

export type InstallmentsApi = ReturnType<typeof createInstallmentsApi>;
