import type { SandboxApp, SandboxContext, SandboxContextOf } from '../types';
import type { AccountUser, AccountsSlice } from '../seed/accounts';
import { PROFILES_SLICE, type ShopProfile } from '../seed/profiles';
import { SandboxError, badRequest, readJsonObject } from '../http';
import { userByTdid } from './auth-otp';

/**
 * New stores (user token; answer {mid, access_token, refresh_token}, merchant tokens of the new store):
 *   POST /merchant-profile/api/v1/auth/sign-up/fast {application_id}  spec 1 §7. A user who
 *        already has a password gets 409 {message:'user already exist', key:'sign_up_already_exist'}
 *        (they sign in instead). The same user and application again → the same store (a
 *        reload in the middle of sign-up must not fail); an application of another user → 409.
 *   POST /merchant-profile/api/v1/auth/stores {store_name?}  "create another store" (not
 *        shown in the spec; designed like sign-up/fast). At most MAX_STORES stores per user.
 * Both make a store in status NEW, owned by the user (merchant_owner), with an empty profile
 * that registration fills in.
 */
const APPLICATIONS_SLICE = 'sign_up_applications';
const MAX_STORES = 20;
const APPLICATION_RE = /^[A-Za-z0-9_-]{1,64}$/;

type ApplicationsSlice = Record<string, { tdid: string; mid: string }>;
export const storeSeeds = { [APPLICATIONS_SLICE]: (): ApplicationsSlice => ({}) };

function blankProfile(mid: string, user: AccountUser, now: Date): ShopProfile {
  return {
    id: mid,
    category: '',
    is_import: false,
    account_manager: { name: '', surname: '', phone: '', email: '', tdid: '' },
    company_info: {
      address: { city: '', country: 'Казахстан', index: '', street: '' },
      company_name: '', email: '', first_name_ceo: '', last_name_ceo: '', patronymic_ceo: '', holidays: [], ownership: 'IP',
      payment_requisites: { account_bank_number: '', bank_name: '', bik: '', bin: '', kbe: '' },
      phone_number: user.phone, schedule: [], site_url: '',
    },
    contact_info: { email: '', first_name: user.first_name, last_name: user.last_name, patronymic: '', phone: user.phone },
    created: now.toISOString(),
    enabled: true,
    feedbacks_count: 0,
    is_accepted_user_agreement: true,
    pickup_points: [],
    rating: 0,
    updated: now.toISOString(),
    doc: [],
  };
}

export function registerStoreRoutes(app: SandboxApp, ctx: SandboxContext, accounts: () => AccountsSlice): void {
  const applications = (): ApplicationsSlice => ctx.store.slice<ApplicationsSlice>(APPLICATIONS_SLICE);

  const newStore = (user: AccountUser, storeName: string): string => {
    const slice = accounts();
    if (user.stores.length >= MAX_STORES) throw new SandboxError(409, `at most ${MAX_STORES} stores per user`, 'stores_limit');
    const numbers = slice.stores.map((s) => Number(/^m-(\d+)$/.exec(s.mid)?.[1] ?? 0));
    const mid = `m-${Math.max(2000, ...numbers) + 1}`;
    slice.stores.push({ mid, store_name: storeName, logo_url: '', status: 'NEW' });
    user.stores.push({ mid, roles: ['merchant_owner'], is_active: true });
    ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[mid] = blankProfile(mid, user, new Date());
    return mid;
  };

  const merchantAnswer = (c: SandboxContextOf, user: AccountUser, mid: string) => {
    const pair = ctx.tokens.issue('merchant', { tdid: user.tdid, mid, sid: c.get('sid') });
    ctx.store.save();
    return c.json({ mid, ...pair });
  };

  app.post('/merchant-profile/api/v1/auth/sign-up/fast', ctx.requireUser, async (c) => {
    const body = await readJsonObject(c);
    const id = body.application_id;
    if (typeof id !== 'string' || !APPLICATION_RE.test(id)) badRequest('application_id must be 1-64 letters, digits, - or _', 'application_id_invalid');
    const user = userByTdid(accounts(), c.get('tdid'));
    if (user.password !== null) throw new SandboxError(409, 'user already exist', 'sign_up_already_exist');
    const taken = applications()[id];
    if (taken && taken.tdid !== user.tdid) throw new SandboxError(409, 'application belongs to another user', 'sign_up_application_taken');
    const mid = taken?.mid ?? newStore(user, '');
    applications()[id] = { tdid: user.tdid, mid };
    return merchantAnswer(c, user, mid);
  });

  app.post('/merchant-profile/api/v1/auth/stores', ctx.requireUser, async (c) => {
    const body = await readJsonObject(c);
    const name = body.store_name ?? '';
    if (typeof name !== 'string' || name.length > 100) badRequest('store_name must be a string of at most 100 characters');
    if (Object.keys(body).some((k) => k !== 'store_name')) badRequest('only store_name may be given');
    const user = userByTdid(accounts(), c.get('tdid'));
    return merchantAnswer(c, user, newStore(user, name.trim()));
  });
}
