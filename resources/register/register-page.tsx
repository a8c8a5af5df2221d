import { addTexts } from '../../providers/i18n/i18n';
import { registerTexts } from './texts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_ADDRESS } from '../../src/address/address-field';
import { addressSearchAvailable } from '../../src/address/address-services';
import { ErrorState } from '../../src/engine/states';
import { DEFAULT_CITY_ID, type RegisterValues } from './body';
import { RegisterGuide } from './register-guide';
import { LogoSection, PersonSection, RequisitesSection, StoreSection, TreatySection } from './register-sections';
import { QUERY_KEYS, registrationApi } from './register-services';
import { useRegisterSubmit } from './use-register-submit';

// Registration's texts come with its code (src/app/app-texts.ts holds what every page shows).
addTexts(registerTexts);

const INITIAL: Partial<RegisterValues> = { companyType: 'IP', cityId: DEFAULT_CITY_ID, address: EMPTY_ADDRESS };

/**
 * Seller registration (/register, shop status new only; the shell shows no menu then): the
 * five-step guide beside one form. Every field keeps what was typed when something fails.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const values = (Form.useWatch([], form) ?? INITIAL) as Partial<RegisterValues>;
  const cities = useQuery({ queryKey: QUERY_KEYS.cities, queryFn: registrationApi.getCities, staleTime: Infinity });
  const cityName = (id: string) => cities.data?.find((c) => c.id === id)?.name.ru ?? 'Алматы';
  const { submit, submitting } = useRegisterSubmit(form, cityName);

  const onValuesChange = (changed: Partial<RegisterValues>) => {
    // The geocoder's zip code follows the address; typed by hand (no geocoder), the zip code is typed too.
    if ('address' in changed && addressSearchAvailable) form.setFieldsValue({ zipcode: changed.address?.address?.zipcode ?? '' });
    if ('cityId' in changed) {
      // Another city: the street must be found again there (the text stays).
      const typed = form.getFieldValue('address')?.text ?? '';
      if (addressSearchAvailable) form.setFieldsValue({ address: { ...EMPTY_ADDRESS, text: typed }, zipcode: '' });
    }
  };

  return (
    <div style={{ maxWidth: 1240, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>{t('register.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>{t('register.intro')}</Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} lg={6}>
          <RegisterGuide values={values} />
        </Col>
        <Col xs={24} lg={18}>
          {cities.isError && !cities.data && (
            <div style={{ marginBottom: 16 }}>
              <ErrorState error={cities.error} title={t('register.errors.cities')} onRetry={() => void cities.refetch()} retrying={cities.isFetching} />
            </div>
          )}
          <Form<RegisterValues> form={form} name="register" layout="vertical" initialValues={INITIAL} onValuesChange={onValuesChange} onFinish={(v) => void submit(v)} scrollToFirstError={{ block: 'center' }} requiredMark>
            <LogoSection />
            <StoreSection />
            <PersonSection />
            <RequisitesSection cities={cities.data ?? []} cityName={cityName(values.cityId ?? DEFAULT_CITY_ID)} />
            <TreatySection />
            <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={submitting}>
              {t('register.submit')}
            </Button>
          </Form>
        </Col>
      </Row>
    </div>
  );
}
