import { Alert, Button, Flex, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../src/controls/plain-text';
import { ErrorState } from '../../../src/engine/states';
import { useBaseProduct } from './use-base-product';
import { Picture } from '../../../src/controls/picture';
import { COLORS } from '../../../src/controls/colors';

/** Spec 3 §9: up to 5 thumbnails in the details view. */
export const MAX_THUMBNAILS = 5;

/** One marketplace product in full: its photos (up to 5 thumbnails), brand, name, sku; and back. */
export function VariantDetails({ sku, onBack }: { sku: string; onBack(): void }) {
  const { t } = useTranslation();
  const { product, notFound, loading, error, retry } = useBaseProduct(sku);
  const [shown, setShown] = useState(0);
  const media = (product?.media ?? []).slice(0, MAX_THUMBNAILS);
  const current = media[Math.min(shown, media.length - 1)];
  return (
    <div>
      <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('unrelated.drawer.back')}
      </Button>
      {loading && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {notFound && <Alert type="info" showIcon message={t('unrelated.drawer.notFound')} />}
      {error && !loading && <ErrorState compact error={error} onRetry={retry} />}
      {product && (
        <>
          {current && <Picture url={current.url} alt={current.alt} width={384} height={288} style={{ width: '100%', height: 288, objectFit: 'contain', background: COLORS.muted, borderRadius: 6 }} />}
          {media.length > 1 && (
            <Flex gap={8} style={{ margin: '8px 0' }} role="group" aria-label={t('unrelated.drawer.photo', { n: shown + 1, total: media.length })}>
              {media.map((m, i) => (
                <button
                  key={m.url}
                  type="button"
                  aria-label={t('unrelated.drawer.photoChoose', { n: i + 1 })}
                  aria-pressed={i === shown}
                  onClick={() => setShown(i)}
                  style={{ padding: 0, border: `2px solid ${i === shown ? COLORS.primary : COLORS.border}`, borderRadius: 4, background: 'none', cursor: 'pointer' }}
                >
                  <Picture url={m.url} alt="" width={56} height={56} style={{ display: 'block', objectFit: 'cover' }} />
                </button>
              ))}
            </Flex>
          )}
          <SecondaryText block>{product.brand.title.ru}</SecondaryText>
          <h3 style={{ margin: '2px 0 4px', fontSize: 16, fontWeight: 600 }}>{product.title.ru}</h3>
          <SecondaryText block style={{ fontSize: 12 }}>
            {t('unrelated.drawer.sku', { sku: product.sku })}
          </SecondaryText>
        </>
      )}
    </div>
  );
}
