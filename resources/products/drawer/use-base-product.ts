import { useQuery } from '@tanstack/react-query';
import { isAppError } from '../../../providers/http/errors';
import { productsApi } from '../products-services';

/** A base product by sku (GET /storefront/api/v1/baseproducts/{sku}); a 404 is "not found", not an error. */
export function useBaseProduct(sku: string) {
  const query = useQuery({
    queryKey: ['storefront', 'baseproducts', sku],
    queryFn: async ({ signal }) => {
      try {
        return await productsApi.baseProduct(sku, signal);
      } catch (error) {
        if (isAppError(error) && error.statusCode === 404) return null;
        throw error;
      }
    },
    enabled: sku !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { product: query.data ?? undefined, notFound: query.data === null, loading: query.isFetching, error: query.data === undefined ? query.error : null, retry: () => void query.refetch() };
}
