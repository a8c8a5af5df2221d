import { Alert, Input, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Variant } from '../products-api';
import { ErrorState } from '../../../src/engine/states';
import { productsApi } from '../products-services';
import { VariantList } from './variant-list';

/** Typing pauses this long before the search call (spec 3 §9 debounces suggestions by 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search tab: POST search/api/v1/indexes/products/search {query, limit 10}, debounced; a hit opens its details. */
export function SearchTab({ query, onQuery, onDetails }: { query: string; onQuery(q: string): void; onDetails(v: Variant): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [debounced, setDebounced] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useQuery({
    queryKey: ['search', 'products', debounced],
    queryFn: ({ signal }) => productsApi.search(debounced, signal),
    enabled: debounced !== '',
    staleTime: 60_000,
    retry: false,
  });
  const hits = search.data?.hits ?? [];
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {t('unrelated.drawer.searchLabel')}
      </label>
      <Input.Search id={id} value={query} onChange={(e) => onQuery(e.target.value)} onSearch={(v) => setDebounced(v.trim())} allowClear enterButton={false} />
      <div style={{ marginTop: 12 }} aria-live="polite">
        {search.isFetching && <Spin />}
        {search.isError && !search.isFetching && <ErrorState compact error={search.error} onRetry={() => void search.refetch()} />}
        {search.isSuccess && !search.isFetching && hits.length === 0 && <Alert type="info" showIcon message={t('unrelated.drawer.searchNotFound', { query: debounced })} />}
        {hits.length > 0 && <VariantList variants={hits} onDetails={onDetails} />}
      </div>
    </div>
  );
}
