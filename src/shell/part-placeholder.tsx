import { useTranslation } from 'react-i18next';

/**
 * A dropdown's content until its code has arrived (usually it already has: it is fetched on
 * idle): as wide as the content, marked busy. If the code could not load, it says so;
 * opening the dropdown again tries again.
 */
export function PartPlaceholder({ width, failed }: { width: number; failed: boolean }) {
  const { t } = useTranslation();
  const style = { width, maxWidth: 'calc(100vw - 24px)', minHeight: 96, padding: 16, boxSizing: 'border-box' } as const;
  if (failed) {
    return (
      <div role="alert" style={style}>
        {t('errors.network')}
      </div>
    );
  }
  return <div role="status" aria-busy="true" aria-label={t('engine.loading')} style={style} />;
}
