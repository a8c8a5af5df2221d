import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, SearchOutlined } from './lean-icons';
import { useTranslation } from 'react-i18next';

export interface SearchInputProps {
  /** Accessible name; default "Поиск". Also the placeholder unless one is given. */
  label?: string;
  placeholder?: string;
  /** The applied search text. */
  value: string | undefined;
  /** Called on Enter or the button (trimmed), and with '' when the field is cleared. */
  onSearch(value: string): void;
  style?: React.CSSProperties;
}

/**
 * Wide enough for the whole placeholder (issue 31: "Поиск по названию или …" hid what can be
 * searched): a character is about 1ch, plus the field's padding, its clear icon and "Найти".
 * A narrower screen keeps it at its own width (maxWidth).
 */
export function searchWidth(placeholder: string): string {
  return `calc(${placeholder.length}ch + 136px)`;
}

/** Free-text search that applies on Enter or "Найти", never on every keystroke. */
export function SearchInput({ label, placeholder, value, onSearch, style }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  // Follow the applied value when it changes from outside (reset filters, back button).
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value ?? '');
  }
  const name = label ?? t('controls.search.placeholder');
  const submit = () => onSearch(text.trim());
  const hint = placeholder ?? name;

  return (
    <Space.Compact style={{ minWidth: 240, width: searchWidth(hint), maxWidth: '100%', ...style }}>
      <Input
        aria-label={name}
        // The list's "/" shortcut puts the focus here (src/engine/shortcuts).
        data-search-input=""
        placeholder={placeholder ?? name}
        value={text}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('controls.search.clear')} /> }}
        onChange={(e) => setText(e.target.value)}
        // Clearing the field is a search for everything.
        onClear={() => onSearch('')}
        onPressEnter={submit}
      />
      <Button icon={<SearchOutlined aria-hidden />} onClick={submit}>
        {t('controls.search.find')}
      </Button>
    </Space.Compact>
  );
}
