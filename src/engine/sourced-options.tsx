import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionsSource } from './descriptor';
import { ErrorState } from './states';

const NO_OPTIONS: Array<{ value: string; label: string }> = [];

export interface SourcedOptions {
  options: Array<{ value: string; label: string }>;
  /** While they load, or when they failed with none to show: what the option list says instead (a MultiSelect's `listStatus`). */
  listStatus?: ReactNode;
}

/**
 * A filter's options that another call provides (brands, categories). A failure is not an
 * empty list: the dropdown says what failed and why, with "Повторить" in place.
 */
export function useSourcedOptions(source: OptionsSource | undefined, staleTime = 5 * 60_000): SourcedOptions {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: source?.queryKey ?? ['engine', 'no-options'], queryFn: () => source!.load(), enabled: !!source, staleTime });
  if (!source) return { options: NO_OPTIONS };
  if (query.data) return { options: query.data };
  if (query.error) {
    return {
      options: NO_OPTIONS,
      listStatus: <ErrorState compact error={query.error} title={t('engine.error.options')} retrying={query.isFetching} onRetry={() => void query.refetch()} />,
    };
  }
  return { options: NO_OPTIONS, listStatus: <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy /> };
}
