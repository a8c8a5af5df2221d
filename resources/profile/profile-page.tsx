import { useGetIdentity } from '@refinedev/core';
import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopProfile, UserInfo } from '../../providers/api/auth-api';
import { SupportPhoneLink } from '../../src/controls/support-contact';
import { addTexts } from '../../providers/i18n/i18n';
import { ErrorState } from '../../src/engine/states';
import { NarrowPage } from '../../src/shell/narrow-page';
import { DocumentsCard } from './documents/documents-card';
import { ProfileSections } from './profile-sections';
import { profileTexts } from './texts';

addTexts(profileTexts);

/**
 * /profile/info (spec 1 §2 Profile info): the shop's manager, company and bank data, read
 * only, and its documents; the blocked-shop notice with the support phone. The profile is
 * the shell's identity call (already on its way with the shell); 848 px wide, and on a phone
 * the shell's mobile layout with the bottom bar.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const identity = useGetIdentity<{ user: UserInfo | null; shop: ShopProfile }>();
  const shop = identity.data?.shop;
  const blocked = shop?.enabled === false || shop?.status === 'disabled';

  return (
    <NarrowPage>
      <Typography.Title level={1} style={{ fontSize: 24, margin: '0 0 16px' }}>{t('profile.title')}</Typography.Title>
      {identity.isError ? (
        <ErrorState error={identity.error} onRetry={() => void identity.refetch()} title={t('profile.loadFailed')} />
      ) : !shop ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          {blocked && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t('profile.blocked.title')}
              description={
                <>
                  {t('profile.blocked.text')}{' '}
                  <SupportPhoneLink style={{ fontWeight: 600 }} />
                </>
              }
            />
          )}
          <ProfileSections shop={shop} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>{t('profile.readOnly')}</Typography.Text>
          <DocumentsCard blocked={blocked} />
        </Flex>
      )}
    </NarrowPage>
  );
}
