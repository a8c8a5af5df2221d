import { Flex } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { Variant } from '../products-api';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { SecondaryText } from '../../../src/controls/plain-text';
import { Picture } from '../../../src/controls/picture';

const ITEM_STYLE = { width: '100%', background: 'none', border: 0, padding: '8px 4px', font: 'inherit', color: 'inherit', textAlign: 'left', cursor: 'pointer' } as const;

/** Marketplace products to choose from (the row's variants, search hits): each opens its details. */
export function VariantList({ variants, onDetails }: { variants: Variant[]; onDetails(v: Variant): void }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {variants.map((v) => (
        <li key={v.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
          <button type="button" style={ITEM_STYLE} onClick={() => onDetails(v)}>
            <Flex gap={10} align="center">
              <Picture url={v.picture} alt="" width={56} height={56} lazy style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
              <span style={{ minWidth: 0, flex: 1 }}>
                <SecondaryText block style={{ fontSize: 12 }}>
                  {v.brand}
                </SecondaryText>
                <EllipsisText title={v.name}>{v.name}</EllipsisText>
              </span>
              <RightOutlined aria-hidden />
            </Flex>
          </button>
        </li>
      ))}
    </ul>
  );
}
