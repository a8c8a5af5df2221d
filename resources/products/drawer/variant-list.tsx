import { Flex, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Variant } from '../products-api';
import { ownParts } from '../rules/variant-differences';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { SecondaryText } from '../../../src/controls/plain-text';
import { Picture } from '../../../src/controls/picture';
import { COLORS } from '../../../src/controls/colors';

const ITEM_STYLE = { width: '100%', background: 'none', border: 0, padding: '8px 4px', font: 'inherit', color: 'inherit', textAlign: 'left', cursor: 'pointer' } as const;

/**
 * Marketplace products to choose from (the row's variants, search hits): each opens its details.
 * Variants of one product often read alike: each line also shows what sets it apart, the part
 * of its name the others do not share (a colour, a size) and its marketplace SKU, which differs
 * even between identical names. A variant carries no price (spec 3 §3): its details neither.
 */
export function VariantList({ variants, onDetails }: { variants: Variant[]; onDetails(v: Variant): void }) {
  const { t } = useTranslation();
  const own = ownParts(variants.map((v) => v.name));
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {variants.map((v, i) => (
        <li key={v.id} style={{ borderBottom: `1px solid ${COLORS.border}` }}>
          <button type="button" style={ITEM_STYLE} onClick={() => onDetails(v)}>
            <Flex gap={10} align="center">
              <Picture url={v.picture} alt="" width={56} height={56} lazy style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
              <span style={{ minWidth: 0, flex: 1 }}>
                <SecondaryText block style={{ fontSize: 12 }}>
                  {v.brand}
                </SecondaryText>
                <EllipsisText title={v.name}>{v.name}</EllipsisText>
                <Flex gap={6} align="center" wrap style={{ marginTop: 2 }}>
                  {own[i] && <Tag style={{ margin: 0 }}>{own[i]}</Tag>}
                  <SecondaryText style={{ fontSize: 12 }}>{t('unrelated.drawer.sku', { sku: v.id })}</SecondaryText>
                </Flex>
              </span>
              <RightOutlined aria-hidden />
            </Flex>
          </button>
        </li>
      ))}
    </ul>
  );
}
