import type { HttpClient } from '../../providers/http/client';

/**
 * The products calls of spec 3 §7 beside the three lists (which go through the data provider:
 * resources/products, unrelated, nosuitable), merchant token:
 *   categories()          GET  /storefront/api/v1/merchants/categories            → {categories: [{slug, title:{ru}}]}
 *   brands()              GET  /merchant-gateway/api/v1/merchant/documents/brands  → {brands: string[]}
 *   toggle(sku, on)       PUT  /merchant-gateway/api/v2/merchants/products/enable|disable {sku}
 *   setPrice(sku, price)  PUT  /merchant-gateway/api/v2/merchants/products/price {store_sku, price} → the product
 *   bind(msku, ssku)      PUT  /merchant-gateway/api/v2/merchants/products/connection {merchant_sku, store_sku}
 *   noSuitable(skus)      PUT  merchant-gateway/api/v2/merchants/products/no-bp {skus}
 *   baseProduct(sku)      GET  /storefront/api/v1/baseproducts/{sku}               → BaseProduct (404: none)
 *   search(query)         POST search/api/v1/indexes/products/search {query, limit: 10}
 * Designed (the spec shows no answers): enable/disable → {sku, is_enabled}; connection →
 * {merchant_sku, store_sku}; no-bp → {skus}; search → {hits: [{id, picture, brand, name}], total}
 * (hits shaped as an unmatched row's variants). Errors: {message}; binding refusals are 400
 * "cannot bind category…", 422 "product is connected…", others (spec 3 §8).
 */
export const MIN_PRICE = 101;
/** The service's upper bound (it refuses more with price_too_high): the editor refuses it first. */
export const MAX_PRICE = 100_000_000;
export const SEARCH_LIMIT = 10;

export interface Category {
  slug: string;
  title: { ru: string };
}

export interface Variant {
  id: string;
  picture: string;
  brand: string;
  name: string;
}

export interface BaseProduct {
  sku: string;
  title: { ru: string };
  brand: { title: { ru: string } };
  media: Array<{ type: string; url: string; alt: string }>;
}

export interface SearchAnswer {
  hits: Variant[];
  total: number;
}

const MG = '/merchant-gateway/api/v2/merchants/products';
export const CATEGORIES_PATH = '/storefront/api/v1/merchants/categories';
export const BRANDS_PATH = '/merchant-gateway/api/v1/merchant/documents/brands';

export function createProductsApi(http: HttpClient) {
  return {
    categories: () => http.request<{ categories: Category[] }>({ path: CATEGORIES_PATH }),
    brands: () => http.request<{ brands: string[] }>({ path: BRANDS_PATH }),
    toggle: (sku: string, enabled: boolean) =>
      http.request<{ sku: string; is_enabled: boolean }>({ method: 'PUT', path: `${MG}/${enabled ? 'enable' : 'disable'}`, body: { sku } }),
    setPrice: (sku: string, price: number) => http.request<unknown>({ method: 'PUT', path: `${MG}/price`, body: { store_sku: sku, price: Math.trunc(price) } }),
    bind: (merchantSku: string, storeSku: string) =>
      http.request<{ merchant_sku: string; store_sku: string }>({ method: 'PUT', path: `${MG}/connection`, body: { merchant_sku: merchantSku, store_sku: storeSku } }),
    noSuitable: (skus: string[]) => http.request<{ skus: string[] }>({ method: 'PUT', path: `${MG}/no-bp`, body: { skus } }),
    baseProduct: (sku: string, signal?: AbortSignal) => http.request<BaseProduct>({ path: `/storefront/api/v1/baseproducts/${encodeURIComponent(sku)}`, signal }),
    search: (query: string, signal?: AbortSignal) =>
      http.request<SearchAnswer>({ method: 'POST', path: '/search/api/v1/indexes/products/search', body: { query, limit: SEARCH_LIMIT }, signal }),
  };
}

export type ProductsApi = ReturnType<typeof createProductsApi>;
