import { useEffect, useRef, useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { manualAddress } from '../../providers/geocoder/address-rules';
import type { AddressValue } from './address-field';

interface Props {
  id?: string;
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  /** The city's name, part of the formatted address. */
  city: string;
}

/**
 * The address typed by hand where no geocoder is configured (no maps key against a backend
 * without the `/geocoder` service): street (or district) and house, each its own input. The
 * value is usable once both are there (manualAddress); the zip code is its form's own field,
 * and the map pin stays unset (optional).
 */
export function ManualAddress({ id, value, onChange, city }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => ({ street: value?.address ? value.address.street || value.address.district : value?.text ?? '', house: value?.address?.house ?? '' }));
  const noteId = `${id ?? 'address'}-manual`;

  const emit = (next: { street: string; house: string }) => {
    setTyped(next);
    const { address, problem } = manualAddress({ ...next, city });
    const text = [next.street.trim(), next.house.trim()].filter(Boolean).join(', ');
    onChange?.({ text, address, problem: text ? problem : null });
  };

  // Another city: the same street and house, in that city (the form has forgotten the address).
  const shownCity = useRef(city);
  useEffect(() => {
    if (shownCity.current === city) return;
    shownCity.current = city;
    if (typed.street.trim() || typed.house.trim()) emit(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of city re-emits
  }, [city]);

  return (
    <div>
      <Flex gap={8}>
        <Input
          id={id}
          style={{ flex: 3 }}
          value={typed.street}
          onChange={(e) => emit({ ...typed, street: e.target.value })}
          placeholder={t('address.manual.streetPlaceholder')}
          aria-describedby={noteId}
          maxLength={200}
          autoComplete="off"
        />
        <Input
          style={{ flex: 1 }}
          value={typed.house}
          onChange={(e) => emit({ ...typed, house: e.target.value })}
          aria-label={t('address.manual.house')}
          placeholder={t('address.manual.house')}
          aria-describedby={noteId}
          maxLength={20}
          autoComplete="off"
        />
      </Flex>
      <Typography.Text id={noteId} type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {t('address.manual.note')}
      </Typography.Text>
    </div>
  );
}
