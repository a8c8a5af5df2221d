import type { SandboxModule } from '../types';
import { ACCOUNTS_SLICE, type AccountsSlice, type StoreStatus } from '../seed/accounts';
import { PROFILES_SLICE, seedProfiles, type ShopProfile } from '../seed/profiles';
import { SandboxError, badRequest, isRecord, notFound, readJsonObject } from '../http';
import { parseListViews, type ListViews } from './list-views';

/**
 * Shop profile (merchant token), the signed-in person (user token) and the user config
 * (guides map and language, kept per person).
 */
export interface UserSettings {
  guides: Record<string, boolean>;
  lang?: 'ru' | 'kz' | 'en';
  /** Codes of agreements signed, per store (spec 1 §3: kept in the user config); see agree.ts. */
  signed_agreements?: Record<string, string[]>;
  /** Saved views of the lists, per store (designed, issue 33); see list-views.ts. */
  list_views?: ListViews;
}

const SETTINGS_SLICE = 'settings';
const LANGS = ['ru', 'kz', 'en'];

/** The profile spells shop statuses in lower case (spec 1 §4: new, on-check, disabled, active). */
const PROFILE_STATUS: Record<StoreStatus, string> = { NEW: 'new', ON_CHECK: 'on-check', ACTIVE: 'active', DISABLED: 'disabled' };

function parseSettings(body: Record<string, unknown>): UserSettings {
  if (!isRecord(body.guides)) badRequest('guides must be an object');
  for (const [name, done] of Object.entries(body.guides)) {
    if (typeof done !== 'boolean') badRequest(`guides.${name} must be a boolean`);
  }
  if (body.lang !== undefined && (typeof body.lang !== 'string' || !LANGS.includes(body.lang))) badRequest('lang must be ru, kz or en');
  const settings: UserSettings = { guides: body.guides as Record<string, boolean> };
  if (typeof body.lang === 'string') settings.lang = body.lang as UserSettings['lang'];
  if (body.signed_agreements !== undefined) settings.signed_agreements = parseSignedAgreements(body.signed_agreements);
  if (body.list_views !== undefined) settings.list_views = parseListViews(body.list_views);
  return settings;
}

function parseSignedAgreements(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) badRequest('signed_agreements must be an object of code lists by store');
  for (const [mid, codes] of Object.entries(value)) {
    if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string' && code !== '')) badRequest(`signed_agreements.${mid} must be a list of codes`);
  }
  return value as Record<string, string[]>;
}

export const profileModule: SandboxModule = {
  name: 'profile',
  seeds: { [PROFILES_SLICE]: seedProfiles, [SETTINGS_SLICE]: (): Record<string, UserSettings> => ({}) },
  register(app, ctx) {
    const accounts = (): AccountsSlice => ctx.store.slice<AccountsSlice>(ACCOUNTS_SLICE);

    app.get('/merchant-profile/api/v1/profile', ctx.requireMerchant, (c) => {
      const mid = c.get('mid');
      const profile = ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[mid];
      const shop = accounts().stores.find((s) => s.mid === mid);
      if (!profile || !shop) notFound('shop profile not found');
      return c.json({ ...profile, store_name: shop.store_name, logo_url: shop.logo_url, status: PROFILE_STATUS[shop.status] });
    });

    /**
     * PATCH the shop profile (spec 1 §7 "body: the edited profile"; the app does not call it: the
     * profile page is read-only). Needs profile.edit (owner only, sandbox/rights.ts). The body may be
     * the whole profile: only the contact fields are taken (contact_info.{email, first_name,
     * last_name, patronymic, phone}, company_info.{email, phone_number, site_url}), each a string
     * when present; the rest (legal data, bank details, status) is read-only and ignored.
     */
    app.patch('/merchant-profile/api/v1/profile', ctx.requireMerchant, ctx.requireRight('profile.edit'), async (c) => {
      const body = await readJsonObject(c);
      const mid = c.get('mid');
      const profile = ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[mid];
      const shop = accounts().stores.find((s) => s.mid === mid);
      if (!profile || !shop) notFound('shop profile not found');
      const take = <T extends object>(group: 'contact_info' | 'company_info', fields: ReadonlyArray<keyof T & string>): Partial<T> => {
        const given = body[group];
        if (given === undefined) return {};
        if (!isRecord(given)) badRequest(`${group} must be an object`);
        const out: Record<string, string> = {};
        for (const field of fields) {
          const value = given[field];
          if (value === undefined) continue;
          if (typeof value !== 'string' || value.length > 255) badRequest(`${group}.${field} must be a string of up to 255 characters`);
          out[field] = value.trim();
        }
        return out as Partial<T>;
      };
      Object.assign(profile.contact_info, take<ShopProfile['contact_info']>('contact_info', ['email', 'first_name', 'last_name', 'patronymic', 'phone']));
      Object.assign(profile.company_info, take<ShopProfile['company_info']>('company_info', ['email', 'phone_number', 'site_url']));
      profile.updated = ctx.now().toISOString();
      ctx.store.save();
      return c.json({ ...profile, store_name: shop.store_name, logo_url: shop.logo_url, status: PROFILE_STATUS[shop.status] });
    });

    // Demo control: block or unblock a shop (profile `enabled`), for the blocked-shop notice.
    app.post('/__sandbox/profile/blocked', async (c) => {
      const body = await readJsonObject(c);
      const profile = typeof body.mid === 'string' ? ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[body.mid] : undefined;
      if (!profile) notFound('shop profile not found');
      if (typeof body.blocked !== 'boolean') badRequest('blocked must be a boolean');
      profile.enabled = !body.blocked;
      ctx.store.save();
      return c.json({ mid: body.mid, enabled: profile.enabled });
    });

    const person = (tdid: string) => {
      const user = accounts().users.find((u) => u.tdid === tdid);
      if (!user) throw new SandboxError(401, 'unauthorized');
      return user;
    };
    const info = (tdid: string) => {
      const u = person(tdid);
      return { tdid: u.tdid, first_name: u.first_name, last_name: u.last_name, phone: u.phone, status: u.account_status };
    };

    app.get('/sso/api/v1/users/info', ctx.requireUser, (c) => c.json(info(c.get('tdid'))));
    app.put('/sso/api/v1/users/info', ctx.requireUser, async (c) => {
      const body = await readJsonObject(c);
      const user = person(c.get('tdid'));
      for (const field of ['first_name', 'last_name'] as const) {
        const value = body[field];
        if (value === undefined) continue;
        if (typeof value !== 'string' || value.trim() === '' || value.length > 100) badRequest(`${field} must be a non-empty string`);
        user[field] = value.trim();
      }
      ctx.store.save();
      return c.json(info(user.tdid));
    });

    const settings = (): Record<string, UserSettings> => ctx.store.slice<Record<string, UserSettings>>(SETTINGS_SLICE);
    app.get('/user-profile/api/v1/profile/settings', ctx.requireMerchant, (c) => c.json(settings()[c.get('tdid')] ?? { guides: {} }));
    app.post('/user-profile/api/v1/profile/settings', ctx.requireMerchant, async (c) => {
      const next = parseSettings(await readJsonObject(c));
      const previous = settings()[c.get('tdid')];
      // The body is the whole config, but a client that only knows guides must not lose the language.
      const saved: UserSettings = { ...previous, ...next };
      settings()[c.get('tdid')] = saved;
      ctx.store.save();
      return c.json(saved);
    });
  },
};
