import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../controls/plain-text';
import { LanguageSwitcher } from '../shell/language-switcher';
import { COLORS } from '../controls/colors';

/** The frame of the sign-in pages: brand, language switcher, one centred card. */
export function AuthLayout({ title, children, width = 400 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      <Flex vertical style={{ minHeight: '100vh', background: COLORS.page }}>
        <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
          <Flex align="center" gap={8}>
            <img src="/logo.svg" alt="" width={28} height={28} />
            <strong style={{ fontSize: 18, fontWeight: 600 }}>{t('brand_label')}</strong>
          </Flex>
          <LanguageSwitcher />
        </Flex>
        <main style={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', paddingTop: '10vh' }}>
          {/* A bordered antd Card's box, drawn plainly: antd's Card imports its tabs (and so the
              tabs' dropdown menu) and skeleton, ~25 KB gzip the sign-in page never shows. */}
          <div style={{ width, maxWidth: 'calc(100vw - 32px)', boxSizing: 'border-box', padding: token.paddingLG, background: token.colorBgContainer, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
            <PageHeading>{title}</PageHeading>
            {children}
          </div>
        </main>
      </Flex>
    </>
  );
}
