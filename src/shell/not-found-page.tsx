import { DollarOutlined, ShopOutlined, ShoppingCartOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SupportEmailLink, SupportPhoneLink } from '../controls/support-contact';

const LINKS: Array<{ key: string; to: string; icon: ReactNode }> = [
  { key: 'orders', to: '/orders', icon: <ShoppingCartOutlined /> },
  { key: 'products', to: '/products', icon: <TagsOutlined /> },
  { key: 'finance', to: '/finance', icon: <DollarOutlined /> },
  { key: 'shops', to: '/auth/sign-in/partner-selection', icon: <ShopOutlined /> },
];

/** Any unknown path (spec 1 §2, §8): the ways on to the main areas and a support contact. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Real links (open in a new tab works), followed inside the app on a plain click.
  const followInApp = (event: MouseEvent, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, fontWeight: 600, margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.hint')}
      extra={
        <Flex vertical align="center" gap={20}>
          <nav aria-label={t('notFound.linksLabel')}>
            <Flex gap={8} wrap justify="center">
              {LINKS.map((link) => (
                <Button key={link.key} href={link.to} icon={link.icon} onClick={(event) => followInApp(event, link.to)}>
                  {t(`notFound.${link.key}`)}
                </Button>
              ))}
            </Flex>
          </nav>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('notFound.support')}{' '}
            <SupportEmailLink />
            {' · '}
            <SupportPhoneLink />
          </Typography.Paragraph>
        </Flex>
      }
    />
  );
}
