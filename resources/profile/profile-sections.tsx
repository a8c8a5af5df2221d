import { CopyOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProfile } from '../../providers/api/auth-api';
import { formatPhone } from '../../src/format/phone';
import { useIsPhone } from '../../src/controls/phone-viewport';
import { COLORS } from '../../src/controls/colors';

function Section({ title, items }: { title: string; items: Array<{ key: string; label: string; value: ReactNode }> }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>} size="small" styles={{ body: { padding: phone ? 12 : 16 } }}>
      <Descriptions
        column={phone ? 1 : 2}
        size="small"
        colon={false}
        layout="vertical"
        // antd draws these labels in the tertiary text colour (2.8:1); the app's secondary one meets AA.
        styles={{ label: { paddingBottom: 0, color: COLORS.textSecondary }, content: { paddingBottom: phone ? 4 : 8 } }}
        items={items.map(({ key, label, value }) => ({
          key,
          label,
          children: value === '' || value === undefined ? <Typography.Text type="secondary">{t('profile.empty')}</Typography.Text> : value,
        }))}
      />
    </Card>
  );
}

/** The manager's phone: call (tel: link) and copy. */
function ManagerPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`+${phone}`);
      message.success(t('profile.manager.copied'));
    } catch {
      // No clipboard (insecure page, refused permission): the number stays selectable on screen.
    }
  };
  return (
    <Flex gap={4} align="center" wrap>
      <Typography.Link href={`tel:+${phone}`} aria-label={`${t('profile.manager.call')} ${formatPhone(phone)}`}>
        <PhoneOutlined aria-hidden /> {formatPhone(phone)}
      </Typography.Link>
      <Tooltip title={t('profile.manager.copy')}>
        <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('profile.manager.copy')} onClick={() => void copy()} />
      </Tooltip>
    </Flex>
  );
}

/** Read-only manager, company and bank data (spec 1 §2 Profile info). */
export function ProfileSections({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const { account_manager: m, company_info: c } = shop;
  const bank = c.payment_requisites;
  const address = [c.address.city, c.address.street].filter(Boolean).join(', ');
  const ownership = c.ownership ? t(`profile.ownership.${c.ownership}`, { defaultValue: c.ownership }) : '';
  return (
    <Flex vertical gap={16}>
      <Section
        title={t('profile.manager.title')}
        items={[
          { key: 'name', label: t('profile.manager.name'), value: m.name },
          { key: 'surname', label: t('profile.manager.surname'), value: m.surname },
          { key: 'phone', label: t('profile.manager.phone'), value: m.phone ? <ManagerPhone phone={m.phone} /> : '' },
        ]}
      />
      <Section
        title={t('profile.company.title')}
        items={[
          { key: 'name', label: t('profile.company.name'), value: c.company_name },
          { key: 'ownership', label: t('profile.company.ownership'), value: ownership },
          { key: 'address', label: t('profile.company.address'), value: address },
          { key: 'zip', label: t('profile.company.zip'), value: c.address.index },
          { key: 'director', label: t('profile.company.director'), value: [c.last_name_ceo, c.first_name_ceo, c.patronymic_ceo].filter(Boolean).join(' ') },
        ]}
      />
      <Section
        title={t('profile.bank.title')}
        items={[
          { key: 'bin', label: t('profile.bank.bin'), value: bank.bin },
          { key: 'kbe', label: t('profile.bank.kbe'), value: bank.kbe },
          { key: 'account', label: t('profile.bank.account'), value: bank.account_bank_number && <Typography.Text copyable style={{ fontVariantNumeric: 'tabular-nums' }}>{bank.account_bank_number}</Typography.Text> },
          { key: 'bik', label: t('profile.bank.bik'), value: bank.bik },
          { key: 'bank', label: t('profile.bank.bank'), value: bank.bank_name },
        ]}
      />
    </Flex>
  );
}
