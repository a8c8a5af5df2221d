import { useEffect, useState } from 'react';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../src/controls/visually-hidden';
import { ErrorState } from '../../src/engine/states';
import { feedUrlProblem } from './feed-url';
import type { FeedFormValues } from './rules/feed-form';
import { FeedErrorTip } from './feed-error-tip';
import { LastFeedCard } from './last-feed-card';
import { useFeedForm } from './use-feed-form';
import { useRight, WithReason } from '../../src/engine/rights';

/**
 * Automatic tab (spec 3 §2): the feed link form and the last successful feed beside it.
 * Without price_lists.feed the link is read-only and its edit or save is disabled, with the reason.
 */
export function AutomaticTab() {
  const { t } = useTranslation();
  const feed = useFeedForm();
  const { mode, values } = feed.state;
  const [tipOpen, setTipOpen] = useState(false);
  const right = useRight('price_lists.feed');
  const readOnly = mode === 'view' || !right.allowed;
  // Read-only fields look it (filled), so that nobody types into a field that ignores them.
  const variant = readOnly ? 'filled' : 'outlined';

  // A fresh error shows its reasons at once; hovering or focusing the link shows them again.
  // A refused address (issue 28) is a plain field error instead, the same text as the check before sending.
  const reasonsError = feed.error && !feed.error.notAllowed ? feed.error : undefined;
  const notAllowed = t('priceLists.automatic.urlNotAllowed');
  useEffect(() => setTipOpen(reasonsError !== undefined), [reasonsError]);

  return (
    <Flex gap={24} align="flex-start" wrap>
      <div style={{ flex: '1 1 340px', minWidth: 0 }}>
        <Typography.Paragraph>{t('priceLists.automatic.intro')}</Typography.Paragraph>
        {feed.loadFailed ? (
          <ErrorState error={feed.loadError} title={t('priceLists.automatic.linkError')} retrying={feed.retryingLoad} onRetry={feed.retryLoad} />
        ) : mode === 'loading' ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <Form
            // A new form per state (loaded, edit, saved, cancelled): its fields start from that state's values.
            key={`${mode}:${JSON.stringify(feed.state.saved)}`}
            layout="vertical"
            requiredMark={false}
            initialValues={values}
            onValuesChange={(_, all: Partial<FeedFormValues>) => feed.change({ ...values, ...all })}
            onFinish={() => void feed.save()}
          >
            <Form.Item
              name="url"
              label={t('priceLists.automatic.url')}
              validateStatus={feed.error ? 'error' : undefined}
              help={feed.error?.notAllowed ? notAllowed : undefined}
              rules={[
                { required: true, whitespace: true, message: t('priceLists.automatic.urlRequired') },
                { validator: (_, value?: string) => (feedUrlProblem(value ?? '') === 'feed_url_not_allowed' ? Promise.reject(new Error(notAllowed)) : Promise.resolve()) },
              ]}
            >
              <Input
                readOnly={readOnly}
                variant={variant}
                placeholder={t('priceLists.automatic.urlPlaceholder')}
                inputMode="url"
                autoComplete="url"
                aria-describedby={reasonsError ? 'feed-error-reasons' : undefined}
                aria-invalid={feed.error ? true : undefined}
                suffix={
                  reasonsError ? (
                    <Tooltip open={tipOpen} onOpenChange={setTipOpen} placement="topRight" title={<FeedErrorTip reason={reasonsError.reason} />}>
                      <ExclamationCircleOutlined role="img" aria-label={t('priceLists.automatic.errorTitle')} style={{ color: '#ff4d4f', cursor: 'help' }} tabIndex={0} />
                    </Tooltip>
                  ) : (
                    <span />
                  )
                }
              />
            </Form.Item>
            {reasonsError && (
              // Read by screen readers with the link field (aria-describedby); the tooltip shows it on screen.
              <VisuallyHidden id="feed-error-reasons">
                <FeedErrorTip reason={reasonsError.reason} />
              </VisuallyHidden>
            )}
            <Form.Item name="user" label={t('priceLists.automatic.user')} extra={readOnly ? undefined : t('priceLists.automatic.optional')}>
              <Input readOnly={readOnly} variant={variant} autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t('priceLists.automatic.password')} extra={readOnly ? undefined : t('priceLists.automatic.optional')}>
              <Input.Password readOnly={readOnly} variant={variant} autoComplete="new-password" />
            </Form.Item>
            <Space>
              <WithReason reason={right.reason}>
                {mode === 'view' ? (
                  <Button onClick={feed.edit} disabled={!right.allowed}>
                    {t('priceLists.automatic.edit')}
                  </Button>
                ) : (
                  <Button type="primary" htmlType="submit" loading={feed.saving} disabled={!right.allowed}>
                    {t('priceLists.automatic.save')}
                  </Button>
                )}
              </WithReason>
              {mode === 'edit' && (
                <Button onClick={feed.cancel} disabled={feed.saving}>
                  {t('priceLists.automatic.cancel')}
                </Button>
              )}
            </Space>
          </Form>
        )}
      </div>
      <div style={{ flex: '0 1 260px', minWidth: 220 }}>
        <LastFeedCard />
      </div>
    </Flex>
  );
}
