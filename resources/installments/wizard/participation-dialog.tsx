import { useState } from 'react';
import { Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { useRight, WithReason } from '../../../src/engine/rights';
import { coversAllCategories } from '../rules/status';
import { canLeave, initialChoice, nextStep, previousStep, stepsFor, type WizardMode, type WizardStep } from '../rules/wizard';
import { CategoryChoice, CommissionChoice } from './choice-lists';

export interface WizardChoice {
  categories: string[];
  commissions: number[];
}

interface Props {
  installment: Installment;
  mode: WizardMode;
  saving: boolean;
  /** Resolves true when saved (the dialog closes), false to stay open with the choice. */
  onSubmit(choice: WizardChoice): Promise<boolean>;
  onClose(): void;
}

const TITLE: Record<WizardMode, string> = { subscribe: 'installments.wizard.title', categories: 'installments.wizard.editCategories', commissions: 'installments.wizard.editCommissions' };

/**
 * The participation dialog (spec 3 §2, §4, §5): categories (1), commissions (2), agreement (3)
 * with back and next; an all-categories promotion starts at commissions; next/OK stay
 * disabled with nothing checked. Editing is one of the first two steps with save.
 */
export default function ParticipationDialog({ installment, mode, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const steps = stepsFor(installment, mode);
  const [step, setStep] = useState<WizardStep>(steps[0]);
  const [choice, setChoice] = useState<WizardChoice>(() => initialChoice(installment, mode));
  const next = nextStep(steps, step);
  const back = previousStep(steps, step);
  const ready = canLeave(step, choice.categories, choice.commissions);
  // Issue 28: the final submit needs installments.manage (the buttons that open the wizard do too).
  const manage = useRight('installments.manage');

  const submit = () => void onSubmit(choice).then((saved) => saved && onClose());
  const durations = installment.commissions.filter((k) => choice.commissions.includes(k.id)).map((k) => t('installments.wizard.months', { count: k.duration }));
  const categories = coversAllCategories(installment)
    ? t('installments.wizard.allCategories')
    : installment.categories.filter((c) => choice.categories.includes(c.slug)).map((c) => c.title.ru).join(', ');

  const footer = [
    back && (
      <Button key="back" onClick={() => setStep(back)} disabled={saving}>
        {t('installments.wizard.back')}
      </Button>
    ),
    <Button key="cancel" onClick={onClose}>
      {t('installments.wizard.cancel')}
    </Button>,
    next ? (
      <Button key="next" type="primary" disabled={!ready} onClick={() => setStep(next)}>
        {t('installments.wizard.next')}
      </Button>
    ) : (
      <WithReason key="ok" reason={manage.reason}>
        <Button type="primary" disabled={!ready || !manage.allowed} loading={saving} onClick={submit}>
          {t(mode === 'subscribe' ? 'installments.wizard.ok' : 'installments.wizard.save')}
        </Button>
      </WithReason>
    ),
  ];

  return (
    <Modal open title={t(TITLE[mode])} onCancel={onClose} footer={footer} width={560} maskClosable={false} destroyOnHidden>
      {steps.length > 1 && (
        <Steps
          size="small"
          current={steps.indexOf(step)}
          style={{ margin: '8px 0 16px' }}
          items={steps.map((s) => ({ title: t(`installments.wizard.steps.${s}`) }))}
        />
      )}
      {step === 'select_categories' && <CategoryChoice installment={installment} value={choice.categories} onChange={(categories) => setChoice((c) => ({ ...c, categories }))} />}
      {step === 'select_commissions' && <CommissionChoice installment={installment} value={choice.commissions} onChange={(commissions) => setChoice((c) => ({ ...c, commissions }))} />}
      {step === 'agreement' && (
        <div data-testid="installment-agreement">
          <p style={{ marginTop: 0 }}>{t('installments.wizard.agreement')}</p>
          <SecondaryText block>{t('installments.wizard.summary', { categories, durations: durations.join(', ') })}</SecondaryText>
        </div>
      )}
    </Modal>
  );
}
