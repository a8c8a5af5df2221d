import { useId, useRef } from 'react';
import { Alert, Button, Col, Flex, Form, Row, Spin, Typography } from 'antd';
import { useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyResource, ScreenProps } from './descriptor';
import { fieldControl, itemPropsOf, translateRules } from './form-fields';
import { ErrorState } from './states';
import { NotFoundState } from './not-found-state';
import { isMissingRecord } from './missing-record';
import { errorMessage } from '../../providers/http/error-policy';
import { BackBreadcrumb } from './show-page';

type Values = Record<string, unknown>;

export interface EditPageProps {
  descriptor: AnyResource;
  /** The record's id; default the route's `:id`. */
  id?: string;
}

function isValues(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The generic edit form of any descriptor's `edit` section. */
export function EditPage({ descriptor, id }: EditPageProps) {
  if (!descriptor.edit) return null;
  return <GenericEdit descriptor={descriptor} id={id} />;
}

function GenericEdit({ descriptor, id: idProp }: EditPageProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const params = useParams<{ id: string }>();
  const id = idProp ?? params.id;
  const spec = descriptor.edit!;
  const name = descriptor.name;
  const navigate = useNavigate();
  const cancelHref = descriptor.show ? `${descriptor.route}/${encodeURIComponent(id ?? '')}` : descriptor.route;
  // A failed save keeps the typed values (the form is not reset) and shows the error inline,
  // so no toast repeats it.
  const { formProps, query, mutation, onFinish } = useForm<BaseRecord, HttpError, Values>({
    resource: name,
    action: 'edit',
    id,
    redirect: descriptor.show ? 'show' : 'list',
    errorNotification: false,
  });
  const saving = mutation.isPending;
  // Two clicks (or Enter then a click) before the first save starts must send one request.
  const inFlight = useRef(false);

  const submit = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const body = spec.toBody ? spec.toBody(values, query?.data?.data) : values;
      await onFinish(isValues(body) ? body : values);
    } catch {
      // shown from mutation.error below
    } finally {
      inFlight.current = false;
    }
  };

  const title = t(`${name}.titles.edit`);
  // Only a failed first load replaces the form: a failed re-read must not lose what was typed.
  if (query?.isError && !query.data && isMissingRecord(query.error)) return <NotFoundState listHref={descriptor.route} />;
  if (query?.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <section aria-labelledby={titleId}>
      <BackBreadcrumb descriptor={descriptor} current={title} />
      <Typography.Title level={1} id={titleId} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {mutation.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('engine.edit.saveError')}
          description={errorMessage(t, (key) => i18n.exists(key), mutation.error)}
        />
      )}
      {/* The form stays mounted while the record loads: useForm fills it as soon as data arrives. */}
      <Spin spinning={Boolean(query?.isLoading)}>
      <Form {...formProps} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          {spec.fields.map((field) => {
            const key = Array.isArray(field.name) ? field.name.join('.') : field.name;
            const label = t(`${name}.fields.${key}`);
            return (
              <Col key={key} xs={24} md={field.span ?? 24}>
                <Form.Item
                  name={field.name}
                  label={field.kind === 'checkbox' ? undefined : label}
                  rules={translateRules(field.rules, t)}
                  {...itemPropsOf(field)}
                >
                  {fieldControl(field, { t, label, disabled: Boolean(field.immutable) })}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {t('engine.edit.save')}
          </Button>
          <Button htmlType="button" onClick={() => navigate(cancelHref)}>
            {t('engine.edit.cancel')}
          </Button>
        </Flex>
      </Form>
      </Spin>
    </section>
  );
}

/** The generic page as a route's screen (src/engine/resource-page.tsx). */
export function EditScreen({ resource }: ScreenProps) {
  return <EditPage descriptor={resource} />;
}
