import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import i18next from 'i18next';
import { describeError } from '../../providers/http/error-policy';
import type { ErrorCatalogue } from '../../providers/http/error-catalogue';
import { appErrorFromResponse } from '../../providers/http/normalize-error';
import { LOCALES, type Locale, type ResourceTexts, type TextTree } from '../../providers/i18n/types';
import { PASSWORD_PROBLEMS } from '../../sandbox/modules/auth-password';
import { employeeErrors } from '../../resources/employees/errors';
import { installmentErrors, oldInstallmentErrors } from '../../resources/installments/errors';
import { orderErrors } from '../../resources/orders/errors';
import { pickupPointErrors } from '../../resources/pickup-points/errors';
import { priceListErrors } from '../../resources/price-lists/errors';
import { productErrors } from '../../resources/products/errors';
import { documentErrors } from '../../resources/profile/errors';
import { refundErrors } from '../../resources/refunds/errors';
import { registerErrors } from '../../resources/register/errors';
import { agreeErrors } from '../../src/shell/notices/errors';
import { viewErrors } from '../../src/engine/saved-views/errors';
import { sandboxRefusals, type IndirectKeys } from '../support/sandbox-refusals';

/**
 * Issue 31: every refusal the sandbox is built to give, read from its modules, goes through
 * the app's error policy with the catalogue of the area that calls that service, in ru, kz
 * and en. A designed refusal (one with a code) must be a known case: a catalogue text (or a
 * server key the dictionary translates) present in all three dictionaries; no refusal, coded
 * or not, ever shows the server's sentence as its message.
 */

/** The area whose screens call each sandbox module's routes, by its catalogue (none: shared keys only). */
const AREA: Record<string, { catalogue: ErrorCatalogue; action?: string }> = {
  'modules/agree.ts': { catalogue: agreeErrors },
  'modules/auth-otp.ts': { catalogue: [] },
  'modules/auth-password.ts': { catalogue: [] },
  'modules/auth-stores.ts': { catalogue: [] },
  'modules/auth.ts': { catalogue: [] },
  'modules/documents.ts': { catalogue: documentErrors },
  'modules/uploads.ts': { catalogue: documentErrors },
  'modules/files.ts': { catalogue: [] },
  'modules/employees.ts': { catalogue: employeeErrors },
  'modules/installment-actions.ts': { catalogue: installmentErrors },
  'modules/installments.ts': { catalogue: installmentErrors },
  'modules/old-installments.ts': { catalogue: oldInstallmentErrors },
  'modules/order-actions.ts': { catalogue: orderErrors, action: 'orders.errors.failed' },
  'modules/orders.ts': { catalogue: orderErrors },
  'modules/order-arrivals.ts': { catalogue: [] },
  'modules/pickup-point-body.ts': { catalogue: pickupPointErrors },
  'modules/pickup-points.ts': { catalogue: pickupPointErrors },
  'modules/price-lists.ts': { catalogue: priceListErrors, action: 'priceLists.toasts.uploadError' },
  'modules/product-actions.ts': { catalogue: productErrors, action: 'unrelated.errors.generic' },
  'modules/refund-actions.ts': { catalogue: refundErrors, action: 'refunds.toasts.failed' },
  'modules/registration.ts': { catalogue: registerErrors },
  'modules/registration-body.ts': { catalogue: registerErrors },
  'modules/profile.ts': { catalogue: [] },
  'modules/reviews.ts': { catalogue: [] },
  'modules/faq.ts': { catalogue: [] },
  'modules/reference.ts': { catalogue: [] },
  'modules/geocoder.ts': { catalogue: [] },
  'modules/audit.ts': { catalogue: [] },
  'modules/notes.ts': { catalogue: [] },
  'modules/list-views.ts': { catalogue: viewErrors },
  'rights.ts': { catalogue: priceListErrors },
};

/** Codes chosen at run time (sandbox-refusals.ts): what each can be. `null`: a helper's body, its callers are the sites. */
const INDIRECT: IndirectKeys = {
  "modules/auth-otp.ts:request.attempts >= OTP_MAX_ATTEMPTS ? 'auth_otp_attempts' : 'auth_otp_wrong'": ['auth_otp_attempts', 'auth_otp_wrong'],
  'modules/auth-password.ts:problem': PASSWORD_PROBLEMS,
  'modules/employees.ts:key': null,
  // parseGeo's code: the pickup-point form's (registration passes none: an uncoded 400, its form's own text).
  'modules/pickup-point-body.ts:key': ['pickup_point_address_invalid'],
  'modules/order-actions.ts:refusal.status': null,
  "modules/pickup-point-body.ts:opts.key ?? 'pickup_point_too_long'": ['pickup_point_too_long', 'pickup_point_floor_error'],
  "modules/pickup-point-body.ts:opts.key ?? 'pickup_point_invalid'": ['pickup_point_invalid', 'pickup_point_time_error', 'pickup_point_store_id_invalid', 'pickup_point_phone_invalid'],
  'modules/price-lists.ts:outcome.reason': ['upload_archive_too_large'],
  'modules/price-lists.ts:problem': ['feed_url_not_allowed'],
  'modules/price-lists.ts:...FAULT_ANSWERS.wrong_link': ['feed_wrong_link'],
  'modules/price-lists.ts:...FAULT_ANSWERS[fault]': ['feed_not_found', 'feed_wrong_link', 'feed_auth_required', 'feed_wrong_credentials'],
  'modules/registration-body.ts:opts.key': ['register_account_bank_number_input_error', 'register_bik_input_error', 'register_kbe_input_error', 'register_bin_input_error', 'register_floor_input_error', 'register_phone_input_error'],
  'modules/employees.ts:`employees_no_role_to_${action}_toast_message`': ['employees_no_role_to_activate_toast_message', 'employees_no_role_to_deactivate_toast_message', 'employees_no_role_to_delete_toast_message'],
};

function merge(target: TextTree, source: TextTree): TextTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

/** Every bundled text of the app (each area's texts.ts, the shared ones), one tree per language. */
function allTexts(): Record<Locale, TextTree> {
  const modules = import.meta.glob<Record<string, unknown>>(['../../{src,resources}/**/*texts*.ts', '../../{src,resources}/**/texts/*.ts', '../../src/controls/account-messages.ts', '!../../**/*.test.ts'], { eager: true });
  const isTexts = (value: unknown): value is ResourceTexts =>
    typeof value === 'object' && value !== null && LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'object');
  const trees = Object.values(modules).flatMap((m) => Object.values(m).filter(isTexts));
  return Object.fromEntries(LOCALES.map((l) => [l, trees.reduce<TextTree>((acc, tx) => merge(acc, tx[l]), {})])) as Record<Locale, TextTree>;
}

const refusals = sandboxRefusals(join(__dirname, '../../sandbox'), INDIRECT).filter((r) => r.status >= 400 && r.status < 500);
const texts = allTexts();
const i18n = i18next.createInstance();
void i18n.init({ resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: texts[l] }])), lng: 'ru', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });

/** The policy's text for one refusal in one language, and the key it was read from. */
function shown(refusal: (typeof refusals)[number], key: string | undefined, lng: Locale) {
  const area = AREA[refusal.file];
  const t = i18n.getFixedT(lng);
  let asked = '';
  const recordingT = (k: string) => ((asked = k), t(k));
  const error = appErrorFromResponse(refusal.status, key ? { message: refusal.message, key } : { message: refusal.message });
  return { ...describeError(recordingT, (k) => i18n.exists(k, { lng }), error, { catalogue: area.catalogue, action: area.action }), asked };
}

describe('every refusal the sandbox is designed to give is said by the app in the user’s language', () => {
  it('each module that refuses has its area here', () => {
    expect([...new Set(refusals.map((r) => r.file))].filter((f) => !AREA[f])).toEqual([]);
  });

  const designed = refusals.flatMap((r) => r.keys.map((key) => ({ refusal: r, key })));
  const shapeChecks = refusals.filter((r) => r.keys.length === 0);

  it(`${designed.length} designed refusals (a code): each a known case, its text in ru, kz and en, never the server’s sentence`, () => {
    const unknown: string[] = [];
    for (const { refusal, key } of designed) {
      for (const lng of LOCALES) {
        const result = shown(refusal, key, lng);
        if (!result.known) {
          unknown.push(`${refusal.site} ${refusal.status} ${key}`);
          break;
        }
        expect(result.text, `${refusal.site} ${key} ${lng}`).not.toBe(refusal.message);
        expect(result.text, `${refusal.site} ${key} ${lng}`).not.toBe(key);
        for (const other of LOCALES) expect(i18n.exists(result.asked, { lng: other }), `${result.asked} in ${other}`).toBe(true);
      }
    }
    expect(unknown).toEqual([]);
    console.info(`server-refusals: ${designed.length} designed refusals (${new Set(designed.map((d) => d.key)).size} codes, ${new Set(designed.map((d) => d.refusal.site)).size} sites) and ${shapeChecks.length} checks of the request's shape`);
  });

  it(`${shapeChecks.length} checks of a request’s shape (no code): a translated text for the action, the server’s words at most the detail`, () => {
    for (const refusal of shapeChecks) {
      for (const lng of LOCALES) {
        const result = shown(refusal, undefined, lng);
        expect(result.text, `${refusal.site} ${lng}`).not.toContain(refusal.message);
        for (const other of LOCALES) expect(i18n.exists(result.asked, { lng: other }), `${refusal.site}: ${result.asked} in ${other}`).toBe(true);
      }
    }
  });
});
