import { createShellApi, type Contact } from './api/shell-api';
import { config } from './config';
import { http } from './http/client';
import { storedLocale } from './i18n/stored-locale';
import type { Locale } from './i18n/types';

/**
 * The support phone and e-mail, from one source: the contacts call
 * (GET /config-discovery/api/v2/contacts?user_type=merchant, the first `phone` and the first
 * `email` entry), with the configured VITE_SUPPORT_PHONE / VITE_SUPPORT_EMAIL as the one
 * fallback until it answers or when it fails. Asked once per page load and language; the
 * footer shows the same answer.
 */
export interface SupportContact {
  phone: string;
  email: string;
}

export const FALLBACK_SUPPORT: SupportContact = { phone: config.supportPhone, email: config.supportEmail };

export function supportFrom(contacts: readonly Contact[], fallback: SupportContact = FALLBACK_SUPPORT): SupportContact {
  const first = (type: Contact['type']) => contacts.find((c) => c.type === type && c.value.trim())?.value.trim();
  return { phone: first('phone') ?? fallback.phone, email: first('email') ?? fallback.email };
}

/** tel: keeps the digits and a leading + (as the footer's contact links do). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const api = createShellApi(http);
// Asked once per language: the names and comments come in the language shown (Accept-Language).
const contacts = new Map<Locale, Promise<Contact[]>>();
let current: SupportContact = FALLBACK_SUPPORT;
const listeners = new Set<() => void>();

/** The contacts list in the interface language, asked once; a failure is forgotten so a later caller asks again. */
export function loadContacts(): Promise<Contact[]> {
  const locale = storedLocale();
  let answer = contacts.get(locale);
  if (!answer) {
    answer = api.contacts().then(
      (list) => {
        current = supportFrom(list);
        listeners.forEach((l) => l());
        return list;
      },
      (error: unknown) => {
        contacts.delete(locale);
        throw error;
      },
    );
    contacts.set(locale, answer);
  }
  return answer;
}

export function currentSupport(): SupportContact {
  return current;
}

export function subscribeSupport(listener: () => void): () => void {
  listeners.add(listener);
  void loadContacts().catch(() => undefined); // the fallback stays
  return () => listeners.delete(listener);
}
