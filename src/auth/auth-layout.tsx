import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../controls/plain-text';
import { LanguageSwitcher } from '../shell/language-switcher';

/** The frame of the sign-in pages: brand, language switcher, one centred card. */
export function AuthLayout({ title, children, width = 400 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Flex vertical style={{ minHeight: '100vh', background: '#f5f6f8' }}>
        <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
          <Flex align="center" gap={8}>
            <img src="/logo.svg" alt="" width={28} height={28} />
            <strong style={{ fontSize: 18, fontWeight: 600 }}>{t('brand_label')}</strong>
          </Flex>
          <LanguageSwitcher />
        </Flex>
        <main style={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', paddingTop: '10vh' }}>
          <Card style={{ width, maxWidth: 'calc(100vw - 32px)' }}>
            <PageHeading>{title}</PageHeading>
            {children}
          </Card>
        </main>
      </Flex>
    </>
  );
}
