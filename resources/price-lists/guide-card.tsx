import { Button, Card, Flex, Skeleton, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../src/controls/visually-hidden';
import { ErrorState } from '../../src/engine/states';
import { GUIDE_STEPS } from './rules/guide';
import { useGuide } from './use-guide';

/** The upload page's side guide (spec 3 §2): four steps, the active one with its text and next step. */
export function GuideCard() {
  const { t } = useTranslation();
  // The guide is help, not the page: a failed config load stays inside this card, with its retry.
  const { progress, loading, error, retrying, retry, mark } = useGuide();
  const current = progress.active ? GUIDE_STEPS.indexOf(progress.active) : GUIDE_STEPS.length;
  const last = progress.active === GUIDE_STEPS[GUIDE_STEPS.length - 1];
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0, whiteSpace: 'normal', padding: '4px 0' }}>{t('priceLists.guide.title')}</h2>}
      aria-busy={loading}
    >
      {error ? (
        <ErrorState compact error={error} title={t('priceLists.guide.loadError')} retrying={retrying} onRetry={retry} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <>
          {!progress.complete && (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {t('priceLists.guide.progress', { current: current + 1, total: GUIDE_STEPS.length })}
            </Typography.Text>
          )}
          <Steps
            direction="vertical"
            size="small"
            current={current}
            items={GUIDE_STEPS.map((step, i) => ({
              title: (
                <span>
                  {t(`priceLists.guide.steps.${step}.title`)}
                  {i < current && <VisuallyHidden>{` (${t('priceLists.guide.done')})`}</VisuallyHidden>}
                </span>
              ),
              description:
                step === progress.active ? (
                  <Flex vertical gap={8} align="flex-start" style={{ paddingBottom: 4 }}>
                    <span>{t(`priceLists.guide.steps.${step}.text`)}</span>
                    <Button size="small" type="primary" onClick={() => void mark([step], true)}>
                      {t(last ? 'priceLists.guide.finish' : 'priceLists.guide.next')}
                    </Button>
                  </Flex>
                ) : undefined,
            }))}
          />
          {progress.complete && (
            <Flex vertical gap={4} align="flex-start">
              <Typography.Text type="secondary">{t('priceLists.guide.complete')}</Typography.Text>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void mark(GUIDE_STEPS, false)}>
                {t('priceLists.guide.restart')}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Card>
  );
}
