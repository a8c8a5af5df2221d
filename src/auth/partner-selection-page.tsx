import { LogoutOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, List, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { Partner } from '../../providers/api/auth-api';
import { session } from '../../providers/session';
import { authApi, authProvider } from '../../providers/auth-services';
import { ErrorState } from '../engine/states';
import { AuthLayout } from './auth-layout';
import { CreateStoreButton } from './create-store-button';
import { errorKey } from '../../providers/http/error-key';
import { PartnerRow } from './partner-row';
import { takeReturnPath } from './return-path';

/** Above this many stores the list scrolls, at most LIST_MAX_HEIGHT high (spec 1 §2, §9). */
const SCROLL_ABOVE = 3;
const LIST_MAX_HEIGHT = 256;

/** /auth/sign-in/partner-selection: the signed-in person's stores; choosing one signs into it. */
export default function PartnerSelectionPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [partners, setPartners] = useState<Partner[]>();
  // The list's own failure (in place, with its retry) and a store choice's failure (an alert).
  const [loadError, setLoadError] = useState<unknown>();
  const [loads, setLoads] = useState(0);
  const [error, setError] = useState<string>();
  const [choosing, setChoosing] = useState<string>();
  const busy = useRef(false);
  const { user_access_token: userToken, mid: currentMid } = session.get();

  useEffect(() => {
    if (!userToken) return;
    let live = true;
    setLoadError(undefined);
    authApi.getPartners().then(
      (list) => live && setPartners(list),
      (e: unknown) => live && setLoadError(e ?? new Error('load failed')),
    );
    return () => {
      live = false;
    };
  }, [userToken, loads]);

  if (!userToken) return <Navigate to="/auth/sign-in" replace />;

  const choose = async (p: Partner) => {
    if (busy.current) return; // one sign-in at a time, whatever is clicked
    busy.current = true;
    setChoosing(p.mid);
    setError(undefined);
    try {
      const next = await authProvider.selectStore(p.mid, p.status);
      // Back to the page the session ended on (the session-end dialog's "go to sign-in").
      navigate(next === '/' ? takeReturnPath('/') : next, { replace: true });
    } catch (e) {
      setError(errorKey(e, i18n));
      setChoosing(undefined);
    } finally {
      busy.current = false;
    }
  };

  const signOut = () =>
    modal.confirm({
      title: t('auth.logoutConfirm'),
      okText: t('auth.logout'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await authProvider.logout({});
        navigate('/auth/sign-in', { replace: true });
      },
    });

  return (
    <AuthLayout title={t('auth.partners.title')} width={480}>
      {error && <Alert role="alert" type="error" showIcon message={t(error)} style={{ marginBottom: 12 }} />}
      {!partners && loadError !== undefined && (
        <ErrorState error={loadError} title={t('auth.partners.loadFailed')} onRetry={() => setLoads((n) => n + 1)} />
      )}
      {!partners && loadError === undefined && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {partners && partners.length === 0 && <Typography.Paragraph type="secondary">{t('auth.partners.empty')}</Typography.Paragraph>}
      {partners && partners.length > 0 && (
        <div
          data-testid="partner-list"
          // A scrolling list must be reachable by keyboard (axe: scrollable-region-focusable).
          {...(partners.length > SCROLL_ABOVE ? { tabIndex: 0, role: 'region', 'aria-label': t('auth.partners.title') } : {})}
          style={{ maxHeight: partners.length > SCROLL_ABOVE ? LIST_MAX_HEIGHT : undefined, overflowY: 'auto', marginInline: -8 }}
        >
          <List
            dataSource={partners}
            renderItem={(p) => <PartnerRow partner={p} current={p.mid === currentMid} choosing={choosing === p.mid} onChoose={() => void choose(p)} />}
          />
        </div>
      )}
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <CreateStoreButton disabled={Boolean(choosing)} />
        <Button type="link" icon={<LogoutOutlined />} onClick={signOut} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
          {t('auth.partners.signOut')}
        </Button>
      </Flex>
    </AuthLayout>
  );
}
