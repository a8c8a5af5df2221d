import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { City } from './registration-api';
import type { Locale } from '../../providers/i18n/types';
import { AddressField, addressRule, type AddressValue } from '../../src/address/address-field';
import { MapView } from '../../src/address/map-view';
import { formatPoint } from '../../src/address/static-map';
import type { RegisterValues } from './body';
import { FLOOR_MAX_LENGTH } from './rules';

/**
 * The company's address, which is also the address of the service point created with the
 * shop: country (Kazakhstan), city, street and house from the geocoder, office, floor, and
 * the zip code and coordinates the geocoder gives (the zip code may be typed only when the
 * geocoder has none for the building).
 */
export function AddressBlock({ cities, cityName }: { cities: City[]; cityName: string }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<RegisterValues>();
  const address = (Form.useWatch('address', form) as AddressValue | undefined)?.address ?? null;
  const required = { required: true, whitespace: true, message: t('register.errors.required') };
  const lang = i18n.language as Locale;

  return (
    <>
      <Divider orientation="left" orientationMargin={0} style={{ margin: '4px 0 12px' }}>{t('register.address.title')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('register.fields.country')} htmlFor="register_country">
            <Input id="register_country" value={t('register.address.kazakhstan')} readOnly aria-readonly />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          {/* No required rule: it always holds a city (default Almaty), and aria-required is not allowed on antd's select wrapper. */}
          <Form.Item name="cityId" label={t('register.fields.city')}>
            <Select showSearch optionFilterProp="label" options={cities.map((c) => ({ value: c.id, label: c.name[lang] ?? c.name.ru }))} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('register.fields.street')} required rules={[addressRule(t)]} extra={address ? undefined : t('register.address.streetHint')}>
            <AddressField city={cityName} placeholder={t('register.address.streetPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="apartment" label={t('register.fields.apartment')} rules={[required]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="floor" label={t('register.fields.floor')} rules={[required, { max: FLOOR_MAX_LENGTH, message: t('register.errors.floor') }]}>
            <Input maxLength={FLOOR_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="zipcode" label={t('register.fields.zipcode')} rules={[required]} extra={address?.zipcode ? t('register.address.zipDerived') : undefined}>
            <Input maxLength={10} readOnly={Boolean(address?.zipcode)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={t('register.fields.coordinates')} htmlFor="register_coordinates">
            <Input id="register_coordinates" value={address?.point ? formatPoint(address.point) : ''} placeholder={t('register.address.coordinatesPlaceholder')} readOnly />
          </Form.Item>
        </Col>
      </Row>
      <MapView address={address} />
    </>
  );
}
