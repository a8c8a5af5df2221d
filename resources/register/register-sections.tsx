import { Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from './registration-api';
import { formatPhone, normalizePhone } from '../../src/format/phone';
import { AddressBlock } from './address-block';
import { DOCUMENT_KINDS } from './body';
import { DocumentsField } from './documents-field';
import { GUIDE_STEPS, type GuideStep } from './guide-progress';
import { LogoField } from './logo-field';
import { ACCOUNT_MESSAGE_KEYS, accountError, BIK_RE, BIN_RE, KBE_RE } from './rules';

/** The registration form's sections, one per step of the guide (spec 1 §2 Registration). */
export const sectionId = (step: GuideStep) => `register-step-${step}`;

export function Section({ step, children, extra }: { step: GuideStep; children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  const number = GUIDE_STEPS.indexOf(step) + 1;
  return (
    <Card
      id={sectionId(step)}
      size="small"
      style={{ marginBottom: 16, scrollMarginTop: 84 }}
      title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{`${number}. ${t(`register.steps.${step}.title`)}`}</Typography.Title>}
      extra={extra}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>{t(`register.steps.${step}.hint`)}</Typography.Paragraph>
      {children}
    </Card>
  );
}

function useRequired() {
  const { t } = useTranslation();
  return { required: true, whitespace: true, message: t('register.errors.required') };
}

export function LogoSection() {
  const { t } = useTranslation();
  return (
    <Section step="logo">
      <Form.Item name="logo" label={t('register.fields.logo')} style={{ marginBottom: 0 }}>
        <LogoField />
      </Form.Item>
    </Section>
  );
}

export function StoreSection() {
  const { t } = useTranslation();
  return (
    <Section step="storeName">
      <Form.Item name="storeName" label={t('register.fields.storeName')} rules={[useRequired()]} style={{ marginBottom: 0 }}>
        <Input maxLength={100} showCount autoComplete="organization" />
      </Form.Item>
    </Section>
  );
}

const pattern = (re: RegExp, message: string) => ({ validator: async (_: unknown, v?: string) => { if (v?.trim() && !re.test(v.trim().toUpperCase())) throw new Error(message); } });

export function PersonSection() {
  const { t } = useTranslation();
  const required = useRequired();
  return (
    <Section step="fullName">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label={t('register.fields.companyName')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="companyType" label={t('register.fields.companyType')}>
            <Select options={(['AO', 'TOO', 'IP'] as const).map((value) => ({ value, label: t(`register.companyTypes.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="bin" label={t('register.fields.bin')} rules={[pattern(BIN_RE, t('register.errors.bin'))]}>
            <Input inputMode="numeric" maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="lastName" label={t('register.fields.lastName')} rules={[required]}>
            <Input maxLength={100} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="firstName" label={t('register.fields.firstName')} rules={[required]}>
            <Input maxLength={100} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="patronymic" label={t('register.fields.patronymic')}>
            <Input maxLength={100} autoComplete="additional-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="phone"
            label={t('register.fields.phone')}
            getValueFromEvent={(e: { target: { value: string } }) => formatPhone(e.target.value)}
            rules={[{ validator: async (_, v?: string) => { if (v && !normalizePhone(v)) throw new Error(t('register.errors.phone')); } }]}
            style={{ marginBottom: 0 }}
          >
            <Input inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" />
          </Form.Item>
        </Col>
      </Row>
    </Section>
  );
}

export function RequisitesSection({ cities, cityName }: { cities: City[]; cityName: string }) {
  const { t } = useTranslation();
  return (
    <Section step="requisites">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="accountNumber"
            label={t('register.fields.accountNumber')}
            required
            rules={[{ validator: async (_, v?: string) => { const e = accountError(v ?? ''); if (e) throw new Error(t(ACCOUNT_MESSAGE_KEYS[e])); } }]}
            normalize={(v: string) => v.toUpperCase()}
          >
            <Input maxLength={29} placeholder="KZ…" style={{ fontFamily: 'monospace' }} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="bik" label={t('register.fields.bik')} rules={[useRequired(), pattern(BIK_RE, t('register.errors.bik'))]} normalize={(v: string) => v.toUpperCase()}>
            <Input maxLength={8} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="kbe" label={t('register.fields.kbe')} rules={[useRequired(), pattern(KBE_RE, t('register.errors.kbe'))]}>
            <Input inputMode="numeric" maxLength={2} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <AddressBlock cities={cities} cityName={cityName} />
    </Section>
  );
}

export function TreatySection() {
  const { t } = useTranslation();
  return (
    <Section step="treaty">
      {DOCUMENT_KINDS.map((kind) => (
        <Form.Item key={kind} name={['documents', kind]} label={t(`register.documents.${kind}`)}>
          <DocumentsField addLabel={t('register.documents.add')} />
        </Form.Item>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('register.documents.formats')}</Typography.Text>
    </Section>
  );
}
