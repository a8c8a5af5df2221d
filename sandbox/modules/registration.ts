import type { SandboxModule } from '../types';
import { ACCOUNTS_SLICE, type AccountsSlice } from '../seed/accounts';
import { PROFILES_SLICE, type ShopProfile } from '../seed/profiles';
import type { PickupPoint } from '../seed/pickup-points';
import { SandboxError, notFound, readJsonObject } from '../http';
import { parseRegistration } from './registration-body';

/**
 * Seller registration (spec 1 §2 /register; the call is "not shown", designed in the style of
 * the profile calls):
 *   POST /merchant-profile/api/v1/profile/registration (merchant token), body: registration-body.ts
 *   → 200 the shop profile as GET .../profile answers it, now with status "on-check".
 * Only a NEW shop registers: 409 {key: register_already_done} otherwise. The shop's name and
 * logo, company data, legal address and documents are stored, the service point becomes the
 * shop's only pickup point, and the shop goes on check (for every member of the shop).
 */
export const REGISTRATION_PATH = '/merchant-profile/api/v1/profile/registration';

export const registrationModule: SandboxModule = {
  name: 'registration',
  register(app, ctx) {
    app.post(REGISTRATION_PATH, ctx.requireMerchant, async (c) => {
      const mid = c.get('mid');
      const accounts = ctx.store.slice<AccountsSlice>(ACCOUNTS_SLICE);
      const shop = accounts.stores.find((s) => s.mid === mid);
      const profile = ctx.store.slice<Record<string, ShopProfile>>(PROFILES_SLICE)[mid];
      if (!shop || !profile) notFound('shop not found');
      if (shop.status !== 'NEW') throw new SandboxError(409, 'the shop is already registered', 'register_already_done');
      const body = parseRegistration(await readJsonObject(c));

      const now = ctx.now().toISOString();
      const company = body.company_info;
      shop.store_name = body.store_name;
      if (body.logo_url) shop.logo_url = body.logo_url;
      shop.status = 'ON_CHECK';
      Object.assign(profile, {
        company_info: {
          ...profile.company_info,
          ...company,
          payment_requisites: { ...company.payment_requisites },
          address: { city: body.address.city, country: body.address.country, index: body.address.index, street: body.address.street },
          email: profile.company_info.email,
        },
        contact_info: { ...profile.contact_info, ...body.contact_info },
        doc: body.doc.map((d, i) => ({ id: `${mid}-reg-${i + 1}`, link: d.link, name: d.name })),
        pickup_points: [body.pickup_point.store_id],
        is_accepted_user_agreement: true,
        updated: now,
      });
      ctx.store.slice<Record<string, PickupPoint[]>>('pickup-points')[mid] = [body.pickup_point];
      ctx.store.save();
      return c.json({ ...profile, store_name: shop.store_name, logo_url: shop.logo_url, status: 'on-check' });
    });
  },
};
