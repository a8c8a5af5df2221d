import { useCallback, useId, useMemo } from 'react';
import { Flex, Skeleton, Tag, Typography } from 'antd';
import { useOne, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '../pickup-points-api';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { useBackToList } from '../../../src/engine/navigation';
import { BackBreadcrumb } from '../../../src/engine/show-page';
import { ErrorState } from '../../../src/engine/states';
import { NotFoundState } from '../../../src/engine/not-found-state';
import { isMissingRecord } from '../../../src/engine/missing-record';
import { citiesApi, pickupPointsApi, POINT_KEYS } from '../pickup-points-services';
import { newPointValues, pointValues } from '../rules/body';
import { PointForm } from './point-form';

/**
 * /profile/pickup-points/{create|store_id} (spec 3 §2): the empty form with the defaults
 * (next free PPn, Monday to Friday 09:00–18:00, Almaty), or the point's form once it and
 * the cities have loaded.
 */
export default function PickupPointScreen({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const creating = id === resource.createId;
  const back = useBackToList(resource);

  const one = useOne<PickupPoint, HttpError>({ resource: resource.name, id, queryOptions: { enabled: !creating } });
  // Create: the shop's points give the next free store id and priority, and the ids taken.
  const all = useQuery({ queryKey: POINT_KEYS.all, queryFn: pickupPointsApi.all, enabled: creating, staleTime: 0 });
  const cities = useQuery({ queryKey: POINT_KEYS.cities, queryFn: citiesApi.list, staleTime: Infinity });

  const point = one.result;
  const points = useMemo(() => all.data ?? [], [all.data]);
  const leave = useCallback(() => navigate(back.href, { replace: true }), [navigate, back.href]);

  const title = creating ? t('pickup-points.form.createTitle') : (point?.name ?? t('pickup-points.form.editTitle', { id }));
  const loading = cities.isLoading || (creating ? all.isLoading : one.query.isLoading);
  // The cities name the point's city in the form: without them the form would start blank, so it waits.
  const failed = (creating ? all.error : one.query.error) ?? (cities.data ? null : cities.error);
  const cityName = (cityId: string) => cities.data?.find((c) => c.id === cityId)?.name.ru ?? '';

  let body;
  if (!creating && failed === one.query.error && isMissingRecord(failed)) body = <NotFoundState listHref={resource.route} />;
  else if (failed) body = <ErrorState error={failed} title={t('pickup-points.form.loadFailed')} onRetry={() => void Promise.all([creating ? all.refetch() : one.query.refetch(), cities.data ? undefined : cities.refetch()])} />;
  else if (loading || (!creating && !point)) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else {
    const initial = creating ? newPointValues(points) : pointValues(point!, cityName(point!.address.city_id));
    body = (
      <>
        <PointForm key={id} editId={creating ? undefined : id} initial={initial} taken={points.map((p) => p.store_id)} cities={cities.data ?? []} leave={leave} />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} style={{ maxWidth: 1280 }}>
      <BackBreadcrumb descriptor={resource} current={creating ? t('pickup-points.form.createTitle') : id} />
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {point && !creating && <Tag>{point.store_id}</Tag>}
        {point && !creating && !point.is_active && <Tag color="default">{t('pickup-points.list.disabledTag')}</Tag>}
      </Flex>
      {body}
    </section>
  );
}
