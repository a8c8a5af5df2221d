import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../providers/i18n/types';
import { ErrorState } from '../../src/engine/states';
import { formatDate } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { formatNumber } from '../../src/format/number';
import { CONFIG_KEY, settingsApi } from './settings-services';

/** A fixed moment and sums, so the sample shows only what the language changes. */
const SAMPLE_DATE = '2026-11-20T09:00:00+05:00';
const SAMPLE_AMOUNT = 1_234_567;
const SAMPLE_NUMBER = 1_234_567.89;

/**
 * The interface language (spec 1 §2 Settings): applied at once, texts, dates and numbers
 * alike (i18next stores it locally and switches dayjs and antd), then saved in the user config
 * (POST /user-profile/api/v1/profile/settings) so it follows the person. The save sends the
 * whole config back with only `lang` changed, so it first reads the newest copy (the guides
 * and signed agreements live there too) and never saves without it. A failed read or save
 * keeps the choice here and says, in the card, that it was not saved, why, and "Повторить".
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const latest = useRef(0);
  const lang = i18n.language as Locale;

  const save = async (next: Locale) => {
    const ticket = ++latest.current;
    setSaving(true);
    setFailure(undefined);
    try {
      const base = await settingsApi.getConfig();
      const saved = await settingsApi.saveConfig({ ...base, lang: next });
      queryClient.setQueryData(CONFIG_KEY, saved);
      if (ticket === latest.current) message.success(i18n.t('settings.language.saved'));
    } catch (error) {
      if (ticket === latest.current) setFailure({ error });
    } finally {
      if (ticket === latest.current) setSaving(false);
    }
  };
  const choose = async (next: Locale) => {
    await i18n.changeLanguage(next);
    await save(next);
  };

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('settings.language.title')}</Typography.Title>} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.language.hint')}</Typography.Paragraph>
      <Radio.Group
        aria-label={t('settings.language.title')}
        value={lang}
        optionType="button"
        buttonStyle="solid"
        disabled={saving}
        onChange={(e) => void choose(e.target.value as Locale)}
        options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
      />
      {failure && (
        <div style={{ marginTop: 12 }}>
          <ErrorState compact error={failure.error} title={t('settings.language.notSaved')} retrying={saving} onRetry={() => void save(lang)} />
        </div>
      )}
      <Typography.Title level={3} style={{ fontSize: 14, margin: '16px 0 0' }}>{t('settings.language.sample')}</Typography.Title>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '8px 0 0' }}>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleDate')}</Typography.Text></dt>
        <dd style={{ margin: 0 }} data-testid="sample-date">{formatDate(SAMPLE_DATE)}</dd>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleNumber')}</Typography.Text></dt>
        <dd style={{ margin: 0 }} data-testid="sample-number">{formatNumber(SAMPLE_NUMBER, lang)}</dd>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleMoney')}</Typography.Text></dt>
        <dd style={{ margin: 0 }}>{formatMoney(SAMPLE_AMOUNT)}</dd>
      </dl>
    </Card>
  );
}
