import { App, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { useFileDownload } from '../../../src/controls/use-file-download';
import { useRight, WithReason } from '../../../src/engine/rights';
import { installmentsApi } from '../installments-services';
import { allowedActions } from '../rules/status';
import type { WizardMode } from '../rules/wizard';
import type { useParticipation } from './use-participation';

interface Props {
  installment: Installment;
  participation: ReturnType<typeof useParticipation>;
  openWizard(mode: WizardMode): void;
}

/** The buttons the promotion's status allows (spec 3 §4); pause and disable ask first. */
export function ActionBar({ installment: x, participation, openWizard }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { download, running: downloading } = useFileDownload();
  const actions = allowedActions(x);
  const busy = participation.running;
  // Issue 28: every change (take part, resume, categories, commissions, pause, stop) needs
  // installments.manage: without it the buttons stay, disabled, with the reason. The report is a read.
  const manage = useRight('installments.manage');
  const gated = (node: ReactNode) => <WithReason reason={manage.reason}>{node}</WithReason>;
  const off = !manage.allowed;

  const confirm = (kind: 'pause' | 'disable') =>
    modal.confirm({
      title: t(`installments.confirm.${kind}Title`),
      content: t(`installments.confirm.${kind}Text`),
      okText: t('installments.confirm.ok'),
      cancelText: t('installments.confirm.cancel'),
      okButtonProps: { danger: kind === 'disable' },
      onOk: () => participation.run({ kind }),
    });

  const report = () =>
    void download(() => installmentsApi.report(x.installment_id), `installment_${x.installment_id}.csv`, {
      pending: t('installments.toasts.reportPending'),
      error: t('installments.toasts.reportError'),
      success: t('installments.toasts.reportDone'),
    });

  if (actions.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="installment-actions">
      {actions.includes('participate') &&
        gated(
          <Button type="primary" disabled={off} onClick={() => openWizard('subscribe')}>
            {t('installments.actions.participate')}
          </Button>,
        )}
      {actions.includes('resume') &&
        gated(
          <Button type="primary" disabled={off} loading={busy === 'resume'} onClick={() => void participation.run({ kind: 'resume' })}>
            {t('installments.actions.resume')}
          </Button>,
        )}
      {actions.includes('editCategories') &&
        gated(
          <Button disabled={off} onClick={() => openWizard('categories')}>
            {t('installments.actions.editCategories')}
          </Button>,
        )}
      {actions.includes('editCommissions') &&
        gated(
          <Button disabled={off} onClick={() => openWizard('commissions')}>
            {t('installments.actions.editCommissions')}
          </Button>,
        )}
      {actions.includes('pause') &&
        gated(
          <Button disabled={off} loading={busy === 'pause'} onClick={() => confirm('pause')}>
            {t('installments.actions.pause')}
          </Button>,
        )}
      {actions.includes('disable') &&
        gated(
          <Button danger disabled={off} loading={busy === 'disable'} onClick={() => confirm('disable')}>
            {t('installments.actions.disable')}
          </Button>,
        )}
      {actions.includes('report') && (
        <Button loading={downloading} onClick={report}>
          {t('installments.actions.report')}
        </Button>
      )}
    </Flex>
  );
}
