import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../providers/i18n/types';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/money';
import { CONFIG_KEY, settingsApi } from './settings-services';

/** A fixed moment and sums, so the sample shows only what the language changes. */
const SAMPLE_DATE = '2026-11-20T09:00:00+05:00';
const SAMPLE_AMOUNT = 1_234_567;
const SAMPLE_NUMBER = 1_234_567.89;
const NUMBER_LOCALES: Record<Locale, string> = { ru: 'ru-RU', kz: 'kk-KZ', en: 'en-US' };

/**
 * The interface language (spec 1 §2 Settings): applied at once, texts, dates and numbers
 * alike (i18next stores it locally and switches dayjs and antd), then saved in the user config
 * (POST /user-profile/api/v1/profile/settings) so it follows the person. A failed save keeps
 * the choice here and says it was not saved.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: CONFIG_KEY, queryFn: settingsApi.getConfig });
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);
  const lang = i18n.language as Locale;

  const choose = async (next: Locale) => {
    const ticket = ++latest.current;
    await i18n.changeLanguage(next);
    setSaving(true);
    try {
      const base = config.data ?? (await settingsApi.getConfig());
      const saved = await settingsApi.saveConfig({ ...base, lang: next });
      queryClient.setQueryData(CONFIG_KEY, saved);
      if (ticket === latest.current) message.success(i18n.t('settings.language.saved'));
    } catch {
      if (ticket === latest.current) message.warning(i18n.t('settings.language.notSaved'));
    } finally {
      if (ticket === latest.current) setSaving(false);
    }
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
      <Typography.Title level={3} style={{ fontSize: 14, margin: '16px 0 0' }}>{t('settings.language.sample')}</Typography.Title>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '8px 0 0' }}>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleDate')}</Typography.Text></dt>
        <dd style={{ margin: 0 }} data-testid="sample-date">{formatDate(SAMPLE_DATE)}</dd>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleNumber')}</Typography.Text></dt>
        <dd style={{ margin: 0 }} data-testid="sample-number">{new Intl.NumberFormat(NUMBER_LOCALES[lang] ?? 'ru-RU').format(SAMPLE_NUMBER)}</dd>
        <dt><Typography.Text type="secondary">{t('settings.language.sampleMoney')}</Typography.Text></dt>
        <dd style={{ margin: 0 }}>{formatMoney(SAMPLE_AMOUNT)}</dd>
      </dl>
    </Card>
  );
}
