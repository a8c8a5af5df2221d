import type { HttpClient } from '../../providers/http/client';
import type { ShopProfile } from '../../providers/api/auth-api';
import { listCities, type City } from '../../providers/api/cities-api';
import { listPickupPoints, type PickupPointBody } from '../../providers/api/pickup-points-shape';

export type { City, PickupPointBody };

/**
 * The calls of seller registration (spec 1 §2 /register, §7), typed. The sandbox
 * (sandbox/modules/registration*.ts, uploads.ts) implements exactly these shapes.
 *
 *   POST /f3/api/v1/{bucket}/    multipart `file` → {url}     the logo goes to bucket `logos`
 *   POST /f3/api/v2/documents/   multipart `file` → {url}     each document, one request per file
 *   GET  /config-discovery/api/v2/cities                       → City[] (refreshed after registration)
 *   GET  /merchant-profile/api/v1/profile/pickup-points        → PickupPoint[] (refreshed after registration)
 *
 * Choices where the spec says "not shown":
 * - POST /merchant-profile/api/v1/profile/registration (merchant token), body RegistrationBody
 *   (the spec's store_name, contact_info, company_info, address {index, country, street, city},
 *   logo_url, doc, plus `pickup_point`: the service point created with the shop, in the pickup
 *   point shape of spec 3 §3) → 200 the shop profile, now with status "on-check".
 *   Errors: 400 {message, key} naming the field (register_account_bank_number_input_error for
 *   the account number); 409 register_already_done when the shop is not NEW.
 * - Upload errors: 400 with key file_format_not_allowed, file_too_large, file_empty or file_required.
 * - BIN 12 digits, BIK 8 letters or digits, KBE 2 digits, phones 11 digits (when given): the
 *   spec only says these fields exist; these are the Kazakh formats, checked on both sides.
 */
export type CompanyType = 'AO' | 'TOO' | 'IP';

export interface RegistrationBody {
  store_name: string;
  logo_url: string;
  contact_info: { phone: string; first_name: string; last_name: string; patronymic: string };
  company_info: {
    company_name: string;
    ownership: CompanyType;
    first_name_ceo: string;
    last_name_ceo: string;
    patronymic_ceo: string;
    phone_number: string;
    payment_requisites: { account_bank_number: string; bik: string; kbe: string; bin: string; bank_name: string };
  };
  address: { index: string; country: string; street: string; city: string };
  doc: Array<{ name: string; link: string }>;
  pickup_point: PickupPointBody;
}

export interface UploadAnswer {
  url: string;
}

export interface RegistrationApi {
  register(body: RegistrationBody): Promise<ShopProfile>;
  uploadLogo(file: File, signal?: AbortSignal): Promise<UploadAnswer>;
  uploadDocument(file: File, signal?: AbortSignal): Promise<UploadAnswer>;
  getCities(): Promise<City[]>;
  getPickupPoints(): Promise<PickupPointBody[]>;
  getShopProfile(): Promise<ShopProfile>;
}

export const LOGO_BUCKET = 'logos';

function multipart(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export function createRegistrationApi(http: HttpClient): RegistrationApi {
  return {
    register: (body) => http.request<ShopProfile>({ method: 'POST', path: '/merchant-profile/api/v1/profile/registration', body }),
    uploadLogo: (file, signal) => http.request<UploadAnswer>({ method: 'POST', path: `/f3/api/v1/${LOGO_BUCKET}/`, body: multipart(file), signal }),
    uploadDocument: (file, signal) => http.request<UploadAnswer>({ method: 'POST', path: '/f3/api/v2/documents/', body: multipart(file), signal }),
    getCities: () => listCities(http),
    getPickupPoints: () => listPickupPoints<PickupPointBody>(http),
    getShopProfile: () => http.request<ShopProfile>({ path: '/merchant-profile/api/v1/profile' }),
  };
}
