import { Alert, Flex, Input, Spin } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseProduct } from '../products-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { skuFromLink } from '../rules/marketplace-link';
import { ErrorState } from '../../../src/engine/states';
import { useBaseProduct } from './use-base-product';
import { Picture } from '../../../src/controls/picture';
import { COLORS } from '../../../src/controls/colors';

/** What the link tab found: the base product to bind to, and whether it is still loading. */
export interface LinkState {
  found?: BaseProduct;
  loading: boolean;
}

/**
 * The link tab (spec 3 §5): a link to the product on the production or the test site; the sku
 * after its last hyphen is looked up. Another address is refused; nothing found says so.
 */
export function LinkTab({ link, onLink }: { link: string; onLink(link: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const sku = skuFromLink(link);
  const { product, notFound, loading, error, retry } = useBaseProduct(sku);
  const invalid = link.trim() !== '' && sku === '';
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {t('unrelated.drawer.linkLabel')}
      </label>
      <Input
        id={id}
        value={link}
        onChange={(e) => onLink(e.target.value)}
        allowClear
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        placeholder="https://marketplace.kz/shop/p/…"
      />
      <SecondaryText block style={{ fontSize: 12, marginTop: 4 }}>
        <span id={`${id}-hint`} role={invalid ? 'alert' : undefined} style={invalid ? { color: COLORS.danger } : undefined}>
          {invalid ? t('unrelated.drawer.linkInvalid') : t('unrelated.drawer.linkHint')}
        </span>
      </SecondaryText>
      <div style={{ marginTop: 12 }} aria-live="polite">
        {loading && <Spin />}
        {notFound && <Alert type="info" showIcon message={t('unrelated.drawer.notFound')} />}
        {error && !loading && <ErrorState compact error={error} onRetry={retry} />}
        {product && !loading && <FoundProduct product={product} />}
      </div>
    </div>
  );
}

export function FoundProduct({ product }: { product: BaseProduct }) {
  const { t } = useTranslation();
  const picture = product.media[0];
  return (
    <Flex gap={10} align="center" style={{ padding: 8, border: `1px solid ${COLORS.border}`, borderRadius: 6 }}>
      <Picture url={picture?.url} alt={picture?.alt ?? ''} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
      <div style={{ minWidth: 0 }}>
        <SecondaryText block style={{ fontSize: 12 }}>
          {product.brand.title.ru}
        </SecondaryText>
        <strong style={{ display: 'block', fontWeight: 600 }}>{product.title.ru}</strong>
        <SecondaryText block style={{ fontSize: 12 }}>
          {t('unrelated.drawer.sku', { sku: product.sku })}
        </SecondaryText>
      </div>
    </Flex>
  );
}

/** The link tab's bind target, for the bottom panel. */
export function useLinkTarget(link: string): LinkState {
  const { product, loading } = useBaseProduct(skuFromLink(link));
  return { found: product, loading };
}
