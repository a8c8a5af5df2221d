import { LockOutlined, RightOutlined, ShopOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../../providers/api/auth-api';
import { mediaUrl } from '../../providers/media-url';
import { useSupportContact } from '../controls/support-contact';
import { COLORS } from '../controls/colors';

// Text colours dark enough for WCAG AA on the tags' light backgrounds.
const STATUS_STYLES: Record<Partner['status'], { color: string; background: string; borderColor: string }> = {
  ACTIVE: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ON_CHECK: { color: '#7c4a03', background: '#fffbe6', borderColor: '#ffe58f' },
  NEW: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  DISABLED: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** Why a store cannot be chosen, or undefined when it can (spec 1 §2 Store selection). */
export function blockReason(p: Partner): 'auth.partners.blockedStore' | 'auth.partners.blockedUser' | undefined {
  if (p.status === 'DISABLED') return 'auth.partners.blockedStore';
  if (!p.is_active) return 'auth.partners.blockedUser';
  return undefined;
}

interface Props {
  partner: Partner;
  current: boolean;
  choosing: boolean;
  onChoose: () => void;
}

/** One store: logo, name, status, roles; a blocked one is greyed, with the reason in a tooltip. */
export function PartnerRow({ partner: p, current, choosing, onChoose }: Props) {
  const { t } = useTranslation();
  const reason = blockReason(p);
  const support = useSupportContact();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reasonText = reason ? t(reason, { phone: support.phone }) : undefined;
  const name = p.store_name || t('auth.partners.unnamed');
  const roles = p.roles.length ? p.roles : ['employee'];
  const row = (
    <List.Item
      data-testid={`partner-${p.mid}`}
      aria-disabled={reason ? true : undefined}
      style={{ paddingInline: 8, cursor: reason ? 'not-allowed' : 'pointer', background: reason ? COLORS.muted : undefined }}
      actions={[
        reason ? (
          <Button key="why" type="text" aria-label={`${name}: ${reasonText}`} icon={<LockOutlined />} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />
        ) : (
          <Button key="go" type="text" aria-label={name} icon={<RightOutlined />} loading={choosing} onClick={(e) => { e.stopPropagation(); onChoose(); }} />
        ),
      ]}
      onClick={reason ? undefined : onChoose}
    >
      <List.Item.Meta
        avatar={<Avatar shape="square" size={40} src={mediaUrl(p.logo_url)} icon={<ShopOutlined />} alt="" style={{ opacity: reason ? 0.5 : 1 }} />}
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong type={reason ? 'secondary' : undefined} ellipsis style={{ maxWidth: 220 }}>{name}</Typography.Text>
            <Tag style={{ ...STATUS_STYLES[p.status], marginInlineEnd: 0 }}>{t(`shopStatus.${p.status}`)}</Tag>
            {current && <Tag style={{ marginInlineEnd: 0 }}>{t('auth.partners.current')}</Tag>}
          </Flex>
        }
        description={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{roles.map((role) => t(`roles.${role}`, { defaultValue: t('roles.employee') })).join(', ')}</Typography.Text>}
      />
    </List.Item>
  );
  // One tooltip for the row, shown on hover and when the lock button has the keyboard focus.
  return reason ? (
    <Tooltip title={reasonText} placement="topLeft" open={hovered || focused} onOpenChange={setHovered}>
      {row}
    </Tooltip>
  ) : (
    row
  );
}
