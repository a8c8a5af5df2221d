import { RightOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, List, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { Partner } from '../../providers/api/auth-api';
import { config } from '../../providers/config';
import { isAppError } from '../../providers/http/errors';
import { session } from '../../providers/session';
import { authApi, authProvider } from '../app/auth-services';
import { AuthLayout } from './auth-layout';

// Text colours dark enough for WCAG AA on the tags' light backgrounds.
const STATUS_STYLES: Record<Partner['status'], { color: string; background: string; borderColor: string }> = {
  ACTIVE: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ON_CHECK: { color: '#7c4a03', background: '#fffbe6', borderColor: '#ffe58f' },
  NEW: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  DISABLED: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

/** Why a store cannot be chosen, or undefined when it can (spec 1 §2 Store selection). */
function blockReason(p: Partner): string | undefined {
  if (p.status === 'DISABLED') return 'auth.partners.blockedStore';
  if (!p.is_active) return 'auth.partners.blockedUser';
  return undefined;
}

/** /auth/sign-in/partner-selection: the signed-in user's stores; choosing one signs into it. */
export default function PartnerSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [partners, setPartners] = useState<Partner[]>();
  const [error, setError] = useState<string>();
  const [choosing, setChoosing] = useState<string>();
  const hasUserToken = Boolean(session.get().user_access_token);

  useEffect(() => {
    if (!hasUserToken) return;
    authApi.getPartners().then(setPartners, (e: unknown) => setError(isAppError(e) ? e.key : 'errors.unknown'));
  }, [hasUserToken]);

  if (!hasUserToken) return <Navigate to="/auth/sign-in" replace />;

  const choose = async (mid: string) => {
    if (choosing) return; // one sign-in at a time, whatever is clicked
    setChoosing(mid);
    setError(undefined);
    try {
      navigate(await authProvider.selectStore(mid), { replace: true });
    } catch (e) {
      setError(isAppError(e) ? e.key : 'errors.unknown');
      setChoosing(undefined);
    }
  };

  const roleLabel = (role: string) => t(`roles.${role}`, { defaultValue: t('roles.employee') });

  return (
    <AuthLayout title={t('auth.partners.title')} width={480}>
      {error && <Alert role="alert" type="error" showIcon message={t(error)} style={{ marginBottom: 12 }} />}
      {!partners && !error && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {partners && (
        <div style={{ maxHeight: partners.length > 3 ? 256 : undefined, overflowY: 'auto' }}>
          <List
            dataSource={partners}
            renderItem={(p) => {
              const reason = blockReason(p);
              const row = (
                <List.Item
                  style={{ paddingInline: 8, cursor: reason ? 'not-allowed' : 'pointer', background: reason ? '#fafafa' : undefined }}
                  actions={[<Button key="go" type="text" aria-label={p.store_name} icon={<RightOutlined />} disabled={Boolean(reason)} loading={choosing === p.mid} onClick={() => void choose(p.mid)} />]}
                  onClick={reason ? undefined : () => void choose(p.mid)}
                >
                  <List.Item.Meta
                    avatar={<Avatar shape="square" size={40} src={p.logo_url || undefined} icon={<ShopOutlined />} alt="" />}
                    title={
                      <Flex gap={8} align="center" wrap>
                        <Typography.Text strong type={reason ? 'secondary' : undefined}>{p.store_name}</Typography.Text>
                        <Tag style={{ ...STATUS_STYLES[p.status], marginInlineEnd: 0 }}>{t(`shopStatus.${p.status}`)}</Tag>
                      </Flex>
                    }
                    description={p.roles.map(roleLabel).join(', ')}
                  />
                </List.Item>
              );
              return reason ? <Tooltip title={t(reason, { phone: config.supportPhone })}>{row}</Tooltip> : row;
            }}
          />
        </div>
      )}
      <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => void authProvider.logout({}).then(() => navigate('/auth/sign-in'))}>
        {t('auth.partners.signOut')}
      </Button>
    </AuthLayout>
  );
}
