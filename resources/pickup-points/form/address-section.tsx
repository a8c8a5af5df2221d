import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../providers/api/cities-api';
import type { Locale } from '../../../providers/i18n/types';
import { AddressField, addressRule, type AddressValue } from '../../../src/address/address-field';
import { MapView } from '../../../src/address/map-view';
import { formatPoint } from '../../../src/address/static-map';
import { addressSearchAvailable } from '../../../src/address/address-services';
import type { GeoPoint } from '../../../providers/geocoder/types';
import { floorError } from '../rules/inputs';
import type { PointFormValues } from '../rules/body';
import { TooltipError } from './tooltip-error';

/** The floor: at most 2 characters, a longer one kept as typed and marked with a tooltip (spec 3 §5). */
function FloorInput({ value = '', onChange, id }: { value?: string; onChange?(value: string): void; id?: string }) {
  const { t } = useTranslation();
  const error = floorError(value) ? t('pickup-points.form.errors.floorTooLong') : undefined;
  return (
    <TooltipError error={error}>
      {(props) => <Input {...props} id={id} value={value} onChange={(e) => onChange?.(e.target.value)} maxLength={10} autoComplete="off" />}
    </TooltipError>
  );
}

interface Props {
  cities: City[];
  cityName: string;
  /** The pin was moved on the map: the address should follow it. */
  onPinMoved?(point: GeoPoint): void;
  /** A geocoder is configured (else the street and house are typed by hand and the zip code too). */
  searchable?: boolean;
}

/**
 * The point's address (spec 3 §3, §5): city (default Almaty), street and house from the
 * geocoder with the precision messages, the house, zip code and coordinates it gives
 * (read-only), apartment (required) and floor, and the map: zoom 17 on the address, the
 * default centre at zoom 12 without one. Where no geocoder is configured, street and house are
 * typed by hand (ManualAddress), the zip code too, and there is no pin.
 */
export function AddressSection({ cities, cityName, onPinMoved, searchable = addressSearchAvailable }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<PointFormValues>();
  const address = (Form.useWatch('address', form) as AddressValue | undefined)?.address ?? null;
  const lang = i18n.language as Locale;
  const required = { required: true, whitespace: true, message: t('pickup-points.form.errors.required') };
  const label = (key: string) => t(`pickup-points.form.fields.${key}`);

  return (
    <Row gutter={16}>
      <Col xs={24} lg={14}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {/* Always holds a city (Almaty by default), so no required rule. */}
            <Form.Item name="cityId" label={label('city')}>
              <Select showSearch optionFilterProp="label" options={cities.map((c) => ({ value: c.id, label: c.name[lang] ?? c.name.ru }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="address" label={label('street')} required rules={[addressRule(t)]} extra={address || !searchable ? undefined : t('pickup-points.form.hints.street')}>
              <AddressField city={cityName} placeholder={t('pickup-points.form.placeholders.street')} searchable={searchable} />
            </Form.Item>
          </Col>
          {searchable && (
            <Col xs={12} md={5}>
              <Form.Item label={label('house')} htmlFor="point_house">
                <Input id="point_house" value={address?.house ?? ''} readOnly aria-readonly variant="filled" />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={7}>
            <Form.Item name="apartment" label={label('apartment')} rules={[required, { max: 20, message: t('pickup-points.form.errors.required') }]}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="floor"
              label={label('floor')}
              rules={[{ validator: async (_, v?: string) => { if (floorError(v ?? '')) throw new Error(t('pickup-points.form.errors.floorTooLong')); } }]}
              // The message is the tooltip's (FloorInput); the item shows no line of its own.
              help=""
              validateStatus=""
              style={{ marginBottom: 24 }}
            >
              <FloorInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {searchable ? (
              <Form.Item label={label('zipcode')} htmlFor="point_zipcode" tooltip={t('pickup-points.form.hints.zipDerived')}>
                <Input id="point_zipcode" value={address?.zipcode ?? ''} readOnly aria-readonly variant="filled" />
              </Form.Item>
            ) : (
              // Typed by hand with the address (spec 3 §5 asks nothing of it; the body allows 10 characters).
              <Form.Item name="manualZipcode" label={label('zipcode')}>
                <Input maxLength={10} autoComplete="postal-code" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24}>
            <Form.Item label={label('coordinates')} htmlFor="point_coordinates">
              <Input id="point_coordinates" value={address?.point ? formatPoint(address.point) : ''} readOnly aria-readonly variant="filled" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={10}>
        <MapView address={address} height={320} onMove={searchable ? onPinMoved : undefined} />
      </Col>
    </Row>
  );
}

