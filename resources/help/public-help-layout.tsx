import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../src/shell/language-switcher';
import HelpPages from './help-pages';
import { COLORS } from '../../src/controls/colors';

// Signed out there is no Refine (and so no query client): the help pages bring their own.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** /faq for a visitor who is not signed in: logo, language, a way to sign in, the help pages. */
export default function PublicHelpLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 20, padding: '0 24px', borderBottom: `1px solid ${COLORS.border}`, lineHeight: 'normal' }}>
          <Flex align="center" justify="space-between" style={{ height: 68 }}>
            <Link to="/faq" aria-label={t('help.homeLink')} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <img src="/logo.svg" alt="" width={28} height={28} />
              <Typography.Text strong style={{ fontSize: 18 }}>{t('brand_label')}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 16 }}>· {t('help.title')}</Typography.Text>
            </Link>
            <Flex align="center" gap={12}>
              <LanguageSwitcher />
              <Button type="primary" onClick={() => navigate('/auth/sign-in')}>
                {t('help.signIn')}
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <HelpPages />
          </main>
        </Layout.Content>
      </Layout>
    </QueryClientProvider>
  );
}
