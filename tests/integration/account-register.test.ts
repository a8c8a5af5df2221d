import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthApi } from '../../providers/api/auth-api';
import { createRegistrationApi, type RegistrationApi } from '../../resources/register/registration-api';
import { createSettingsApi } from '../../providers/api/settings-api';
import { addressProblem } from '../../providers/geocoder/address-rules';
import { createSandboxGeocoder } from '../../providers/geocoder/sandbox-geocoder';
import type { HttpClient } from '../../providers/http/client';
import type { AppError } from '../../providers/http/errors';
import { toRegistrationBody, type RegisterValues } from '../../resources/register/body';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * Registration, uploads, the geocoder and the settings calls through the app's own API
 * functions against the sandbox over real HTTP (the shapes both sides were designed with).
 */
const sb = sandboxPerFile({ resetBeforeEach: true });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);

const clientFor = async (mid: string): Promise<HttpClient> => (await merchantClient(sb.baseUrl, mid)).http;

const failure = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the call to fail');
};

describe('f3 uploads', () => {
  let api: RegistrationApi;
  beforeEach(async () => {
    api = createRegistrationApi(await clientFor('m-1003'));
  });

  it('stores a logo and a document and serves them back', async () => {
    const logo = await api.uploadLogo(file(PNG, 'Logo.PNG'));
    expect(logo.url).toMatch(/^\/f3\/api\/v1\/uploads\/logos-.+\.png$/);
    const served = await fetch(`${sb.baseUrl}${logo.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await api.uploadDocument(file(PDF, 'offer.pdf'))).url).toMatch(/\.pdf$/);
    const requests = await sb.control.requests('/f3/');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /f3/api/v1/logos/', 'GET ' + logo.url, 'POST /f3/api/v2/documents/']);
  });

  it('refuses wrong types, disguised content, empty and oversized files', async () => {
    expect((await failure(api.uploadLogo(file(PNG, 'logo.gif')))).key).toBe('file_format_not_allowed');
    expect((await failure(api.uploadLogo(file(PDF, 'logo.png')))).key).toBe('file_format_not_allowed');
    expect((await failure(api.uploadLogo(file(new Uint8Array(), 'logo.png')))).key).toBe('file_empty');
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await failure(api.uploadLogo(file(big, 'logo.png')))).key).toBe('file_too_large');
    expect((await failure(api.uploadDocument(file(PNG, 'doc.exe')))).key).toBe('file_format_not_allowed');
  });

  it('knows its buckets and wants a multipart file', async () => {
    const http = await clientFor('m-1003');
    expect((await failure(http.request({ method: 'POST', path: '/f3/api/v1/nope/', body: new FormData() }))).statusCode).toBe(404);
    expect((await failure(http.request({ method: 'POST', path: '/f3/api/v1/logos/', body: { file: 'x' } }))).key).toBe('file_required');
  });
});

describe('registration', () => {
  const values = async (api: RegistrationApi): Promise<RegisterValues> => {
    const geocoder = createSandboxGeocoder(await clientFor('m-1003'));
    const [suggestion] = await geocoder.suggest('Алматы, Абая 15', { limit: 5 });
    const address = await geocoder.geocode(suggestion.text);
    expect(addressProblem(address)).toBeNull();
    return {
      logo: { name: 'logo.png', ...(await api.uploadLogo(file(PNG, 'logo.png'))) },
      storeName: 'Тестовый магазин',
      companyType: 'TOO',
      lastName: 'Садыкова',
      firstName: 'Айгерим',
      phone: '+7 (701) 000-00-01',
      accountNumber: 'kz123456789012345678',
      bik: 'hsbkkzkx',
      kbe: '17',
      bin: '190840012345',
      cityId: '750000000',
      address: { text: 'проспект Абая, 15', address, problem: null },
      apartment: '12',
      floor: '3',
      zipcode: address?.zipcode ?? '',
      documents: { offer: [{ name: 'offer.pdf', ...(await api.uploadDocument(file(PDF, 'offer.pdf'))) }] },
    };
  };

  it('puts a new shop on check with its service point, once', async () => {
    const api = createRegistrationApi(await clientFor('m-1003'));
    const profile = await api.register(toRegistrationBody(await values(api), 'Алматы'));
    expect(profile).toMatchObject({ status: 'on-check', store_name: 'Тестовый магазин', company_info: { ownership: 'TOO', payment_requisites: { account_bank_number: 'KZ123456789012345678' } } });
    expect(profile.logo_url).toMatch(/^\/f3\/api\/v1\/uploads\//);

    expect((await api.getShopProfile()).status).toBe('on-check');
    expect(await api.getPickupPoints()).toEqual([
      expect.objectContaining({ store_id: 'PP1', name: 'Сервисная точка 1', priority: 1, address: expect.objectContaining({ city_id: '750000000', street: 'проспект Абая', house: '15' }) }),
    ]);
    expect((await api.getCities()).map((c) => c.id)).toContain('750000000');
    const again = await failure(api.register(toRegistrationBody(await values(api), 'Алматы')));
    expect([again.statusCode, again.key]).toEqual([409, 'register_already_done']);
  });

  it('refuses an active shop and names a bad field by key', async () => {
    const active = createRegistrationApi(await clientFor('m-1001'));
    const api = createRegistrationApi(await clientFor('m-1003'));
    const body = toRegistrationBody(await values(api), 'Алматы');
    expect((await failure(active.register(body))).statusCode).toBe(409);
    const lower = { ...body, company_info: { ...body.company_info, payment_requisites: { ...body.company_info.payment_requisites, account_bank_number: 'kz12' } } };
    expect((await failure(api.register(lower))).key).toBe('register_account_bank_number_input_error');
    expect((await failure(api.register({ ...body, store_name: ' ' }))).key).toBe('register_field_required');
    const badPoint = { ...body, pickup_point: { ...body.pickup_point, address: { ...body.pickup_point.address, floor: '123' } } };
    expect((await failure(api.register(badPoint))).statusCode).toBe(400);
  });
});

describe('settings', () => {
  it('keeps the language in the user config without losing the rest', async () => {
    const api = createSettingsApi(await clientFor('m-1001'));
    await api.saveConfig({ guides: { orders: true } });
    expect(await api.saveConfig({ ...(await api.getConfig()), lang: 'en' })).toMatchObject({ guides: { orders: true }, lang: 'en' });
    expect((await api.getConfig()).lang).toBe('en');
  });

  it('changes the password by SMS code: a wrong code is refused by key, the right one works', async () => {
    const auth = createAuthApi(await clientFor('m-1001'));
    expect((await auth.requestRecoveryCode()).masked_phone).toMatch(/\*\*/);
    expect((await failure(auth.confirmRecovery('0000', 'NewPass1!'))).key).toBe('auth_otp_wrong');
    await auth.confirmRecovery('1111', 'NewPass1!');
    const signIn = await fetch(`${sb.baseUrl}/sso/api/v1/auth/signin/phone`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone: '77010000001', password: 'NewPass1!' }) });
    expect(signIn.status).toBe(200);
  });
});
