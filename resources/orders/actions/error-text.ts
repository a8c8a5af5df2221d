/**
 * What a failed order change says in its toast (spec 2 §8: decision, package count and
 * pickup point errors show the server's message), e.g. orders_cannot_select_disabled_pickup_point
 * translated, else 'undefined solution command' as the server said it.
 */
export { errorText } from '../../../providers/http/error-text';
