import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../controls/support-contact';

export type ErrorKind = 'render' | 'preload';

/**
 * What a screen that failed shows in its place (spec 1 §2, §8): a title and a refresh
 * prompt. A failed stylesheet or chunk load says "Unable to preload CSS": a reload
 * fetches the current build.
 */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const preload = kind === 'preload';
  const { email } = useSupportContact();
  return (
    <div role="alert">
      <Result
        status={preload ? 'warning' : 'error'}
        title={<h1 style={{ fontSize: 24, fontWeight: 600, margin: 0 }}>{t(preload ? 'errorPage.preloadTitle' : 'errorPage.title')}</h1>}
        subTitle={
          <>
            {preload && (
              <Typography.Paragraph>
                <Typography.Text code>{t('errorPage.preloadCode')}</Typography.Text>
              </Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary" style={{ maxWidth: 560, marginInline: 'auto' }}>{t(preload ? 'errorPage.preloadPrompt' : 'errorPage.prompt', { email })}</Typography.Paragraph>
          </>
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('errorPage.refresh')}
          </Button>
        }
      />
    </div>
  );
}
