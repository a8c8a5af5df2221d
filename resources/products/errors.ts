import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The product service's known refusals. Binding (spec 3 §8): by code, or, where the service
 * sends none, by its status and the words of its message; a product already bound elsewhere
 * re-reads the lists. Price (spec 3 §5, §9): 101 to 100 000 000 tenge, a whole number.
 */
export const productErrors: ErrorCatalogue = [
  { status: 400, key: 'bind_category_closed', words: /cannot bind category/i, text: 'unrelated.errors.category' },
  { status: 422, key: 'bind_product_connected', words: /product is connected/i, text: 'unrelated.errors.connected', stale: true },
  { status: 409, key: 'bind_product_moderated', text: 'unrelated.errors.moderated' },
  { status: 400, key: 'price_too_low', text: 'products.errors.priceTooLow', field: 'price' },
  { status: 400, key: 'price_too_high', text: 'products.errors.priceTooHigh', field: 'price' },
  { status: 400, key: 'price_not_integer', text: 'products.errors.priceNotInteger', field: 'price' },
];
