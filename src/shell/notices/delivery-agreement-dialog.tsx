import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../engine/states';
import { AGREE_ERROR_KEYS } from './agree-api';
import { isAppError } from '../../../providers/http/errors';
import { SafeHtml } from '../../html/safe-html';
import { AgreementCodeStep } from './agreement-code-step';
import { agreeApi, settingsApi } from './agree-services';
import { rememberSigned } from './agreement-status';
import { useSingleFlight } from './use-single-flight';
import { COLORS } from '../../controls/colors';

interface Props {
  mid: string;
  code: string;
  onSigned(): void;
  /** Closes the dialog for now; it comes back on the next visit until signed. */
  onLater(): void;
}

const errorKey = (error: unknown) => (isAppError(error) ? error.key : 'errors.unknown');

/**
 * The delivery agreement (spec 1 §1, §5; spec 3 §6): the agreement's text, a checkbox that
 * must be ticked before "Sign", then the one-time code step.
 */
export function DeliveryAgreementDialog({ mid, code, onSigned, onLater }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [accepted, setAccepted] = useState(false);
  const [signatureId, setSignatureId] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight<'start'>();
  const agreement = useQuery({ queryKey: ['agree', 'agreement', code], queryFn: () => agreeApi.getAgreement(code), staleTime: Infinity });

  const finish = async () => {
    await rememberSigned(settingsApi, mid, code).catch(() => undefined);
    message.success(t('notices.agreement.signed'));
    onSigned();
  };

  const start = () =>
    run('start', async () => {
      setStartError(null);
      try {
        setSignatureId((await agreeApi.startSignature(code)).id);
      } catch (error) {
        // Signed meanwhile (another tab, another person of the store): nothing left to do.
        if (isAppError(error) && error.key === AGREE_ERROR_KEYS.alreadySigned) await finish();
        else setStartError(errorKey(error));
      }
    });

  return (
    <Modal open title={t('notices.agreement.title')} width={760} footer={null} maskClosable={false} onCancel={onLater} destroyOnHidden>
      {signatureId ? (
        <AgreementCodeStep signatureId={signatureId} onSigned={finish} onBack={() => setSignatureId(null)} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>{t('notices.agreement.intro')}</Typography.Text>
          {agreement.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
          {agreement.isError && !agreement.data && (
            <ErrorState error={agreement.error} title={t('notices.agreement.loadError')} retrying={agreement.isFetching} onRetry={() => void agreement.refetch()} />
          )}
          {agreement.data && (
            <section
              tabIndex={0}
              aria-label={agreement.data.title}
              lang="ru"
              style={{ maxHeight: '48vh', overflowY: 'auto', border: `1px solid ${COLORS.border}`, borderRadius: 8, padding: '4px 16px', background: COLORS.muted }}
            >
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 12 }}>{agreement.data.title}</Typography.Title>
              <SafeHtml html={agreement.data.html} className="agreement-body" />
            </section>
          )}
          <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} disabled={!agreement.data}>
            {t('notices.agreement.accept')}
          </Checkbox>
          {startError && <Alert type="error" showIcon role="alert" message={t(startError, { defaultValue: t('errors.unknown') })} />}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onLater}>{t('notices.agreement.later')}</Button>
            <Button type="primary" disabled={!accepted || !agreement.data} loading={pending === 'start'} onClick={() => void start()}>
              {t('notices.agreement.sign')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
