import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from './body';
import { GUIDE_STEPS, guideState, OPTIONAL_STEPS } from './guide-progress';
import { sectionId } from './register-sections';

/** The five-step guide beside the form: what is done, what is next; a step scrolls to its section. */
export function RegisterGuide({ values }: { values: Partial<RegisterValues> }) {
  const { t } = useTranslation();
  const { done, current } = guideState(values);
  return (
    <nav aria-label={t('register.guide.label')} style={{ position: 'sticky', top: 92 }}>
      <Steps
        direction="vertical"
        size="small"
        current={current}
        onChange={(index) => document.getElementById(sectionId(GUIDE_STEPS[index]))?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        items={GUIDE_STEPS.map((step, index) => ({
          title: t(`register.steps.${step}.title`),
          subTitle: OPTIONAL_STEPS.has(step) ? t('register.guide.optional') : undefined,
          description: t(done[step] ? 'register.guide.done' : index === current ? 'register.guide.current' : OPTIONAL_STEPS.has(step) ? 'register.guide.later' : 'register.guide.todo'),
          status: done[step] ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
    </nav>
  );
}
