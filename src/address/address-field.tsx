import { addTexts } from '../../providers/i18n/text-registry';
import { addressTexts } from './texts';
import { LoadingOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressProblem, queryWithCity, streetLine, type AddressProblem } from '../../providers/geocoder/address-rules';
import type { ChosenAddress, Geocoder } from '../../providers/geocoder/types';
import { addressSearchAvailable, geocoder as appGeocoder } from './address-services';
import { useAddressSuggestions } from './use-address-suggestions';
import { ManualAddress } from './manual-address';

// The address texts come with the address code (registration, pickup points), not at start.
addTexts(addressTexts);

/**
 * The street-and-house input of an address that must come from the geocoder (spec 1 §5,
 * spec 3 §5): suggestions while typing; choosing one (or leaving the field, or Enter, with
 * typed text) geocodes it and the precision rules decide. Enter with the list open takes the
 * highlighted suggestion, or the first (the hint "…or press Enter"); Esc only closes the list
 * (the input is type="search", whose native Esc would wipe the typed address). The value keeps what was typed,
 * the geocoded address when usable, and the problem otherwise; a form rule (addressRule)
 * turns the problem into its message. Editing the text forgets the geocoded address.
 */
export interface AddressValue {
  text: string;
  /** Geocoded, or typed by hand where no geocoder is configured (ManualAddress). */
  address: ChosenAddress | null;
  /** Why the last geocode (or the typed parts) is not usable; 'unavailable' = the geocoder did not answer. */
  problem: AddressProblem | 'unavailable' | 'required' | null;
}

export const EMPTY_ADDRESS: AddressValue = { text: '', address: null, problem: null };

interface Props {
  id?: string;
  value?: AddressValue;
  onChange?: (value: AddressValue) => void;
  /** The city's name, put into every query. */
  city: string;
  placeholder?: string;
  geocoder?: Geocoder;
  /** False when no geocoder is reachable (no maps key against a backend without one). */
  searchable?: boolean;
}

/** Geocoded from suggestions where a geocoder is configured; else typed by hand (ManualAddress). */
export function AddressField({ searchable = addressSearchAvailable, ...props }: Props) {
  return searchable ? <SearchableAddress {...props} /> : <ManualAddress id={props.id} value={props.value} onChange={props.onChange} city={props.city} />;
}

function SearchableAddress({ id, value = EMPTY_ADDRESS, onChange, city, placeholder, geocoder = appGeocoder }: Omit<Props, 'searchable'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);
  const { suggestions, loading, fresh } = useAddressSuggestions(geocoder, city, value.text, value.address === null);
  const listShown = open && suggestions.length > 0;

  const resolve = async (query: string, shownText: string) => {
    const ticket = ++latest.current;
    setChecking(true);
    try {
      const found = await geocoder.geocode(query);
      if (ticket !== latest.current) return; // a newer choice won
      const problem = addressProblem(found);
      onChange?.(problem ? { text: shownText, address: null, problem } : { text: streetLine(found!), address: found, problem: null });
    } catch {
      if (ticket === latest.current) onChange?.({ text: shownText, address: null, problem: 'unavailable' });
    } finally {
      if (ticket === latest.current) setChecking(false);
    }
  };

  const checkTyped = () => {
    if (value.text.trim() && !value.address && !value.problem && !checking) void resolve(queryWithCity(city, value.text), value.text);
  };

  return (
    <AutoComplete
      id={id}
      value={value.text}
      open={listShown}
      onDropdownVisibleChange={setOpen}
      options={suggestions.map((s) => ({
        value: s.text,
        title: s.title,
        label: (
          <div>
            <div>{s.title}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{s.subtitle}</Typography.Text>
          </div>
        ),
      }))}
      onSearch={(text) => {
        latest.current++; // an answer for older text must not overwrite this
        setChecking(false);
        setOpen(true);
        onChange?.({ text, address: null, problem: null });
      }}
      onSelect={(text: string, option: { title?: string }) => {
        setOpen(false);
        void resolve(text, option.title ?? text);
      }}
      onBlur={checkTyped}
      notFoundContent={null}
    >
      <Input
        placeholder={placeholder}
        autoComplete="off"
        aria-busy={checking || loading}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            return;
          }
          if (event.key !== 'Enter') return;
          // An option highlighted by the arrows or the mouse: the list's own Enter takes it.
          if (listShown && hasActiveOption(event.currentTarget)) return;
          event.preventDefault();
          setOpen(false);
          // The first suggestion when the list answers this very text; else the text as typed.
          const first = fresh ? suggestions[0] : undefined;
          if (listShown && first) void resolve(first.text, first.title);
          else checkTyped();
        }}
        suffix={checking ? <LoadingOutlined aria-label={t('address.checking')} /> : <span />}
      />
    </AutoComplete>
  );
}

/** Whether the combobox's aria-activedescendant names an option that is there (the list marks none: `…_list_-1`). */
function hasActiveOption(input: HTMLElement): boolean {
  const id = input.getAttribute('aria-activedescendant');
  return Boolean(id && document.getElementById(id));
}

/** The form rule: a usable address (geocoded, or typed by hand with a street and a house), or the message of what is wrong with it. */
export function addressRule(t: (key: string) => string) {
  return {
    validator: async (_: unknown, value: AddressValue | undefined) => {
      if (!value || !value.text.trim()) throw new Error(t('address.errors.required'));
      if (value.address) return;
      throw new Error(t(value.problem ? `address.errors.${value.problem}` : 'address.errors.notChosen'));
    },
  };
}
