import { describe, expect, it, vi } from 'vitest';
import type { UserConfig } from '../../../providers/api/settings-api';
import { needsSignature, rememberSigned, signedAgreementsOf } from './agreement-status';

function fakeApis(config: UserConfig | Error, signed: string[]) {
  let saved: UserConfig | undefined;
  const settings = {
    getConfig: vi.fn(async () => {
      if (config instanceof Error) throw config;
      return saved ?? config;
    }),
    saveConfig: vi.fn(async (next: UserConfig) => (saved = next)),
  };
  const agree = { getSignedCodes: vi.fn(async () => ({ codes: signed })) };
  return { apis: { agree, settings }, saved: () => saved };
}

describe('needsSignature', () => {
  it('trusts the user config when it remembers the code for this store (no agree call)', async () => {
    const { apis } = fakeApis({ guides: {}, signed_agreements: { 'm-1002': ['delivery_agreement'] } }, []);
    expect(await needsSignature(apis, 'm-1002', 'delivery_agreement')).toBe(false);
    expect(apis.agree.getSignedCodes).not.toHaveBeenCalled();
  });

  it('a code remembered for another store does not count', async () => {
    const { apis } = fakeApis({ guides: {}, signed_agreements: { 'm-1001': ['delivery_agreement'] } }, []);
    expect(await needsSignature(apis, 'm-1002', 'delivery_agreement')).toBe(true);
  });

  it('asks the agree service, and remembers a signature found there, keeping the rest of the config', async () => {
    const { apis, saved } = fakeApis({ guides: { upload_price_list: true }, lang: 'kz' }, ['other', 'delivery_agreement']);
    expect(await needsSignature(apis, 'm-1002', 'delivery_agreement')).toBe(false);
    expect(saved()).toEqual({ guides: { upload_price_list: true }, lang: 'kz', signed_agreements: { 'm-1002': ['delivery_agreement'] } });
  });

  it('an unreadable config falls back to the agree service', async () => {
    const { apis } = fakeApis(new Error('503'), []);
    expect(await needsSignature(apis, 'm-1002', 'delivery_agreement')).toBe(true);
  });
});

describe('rememberSigned', () => {
  it('adds the code once', async () => {
    const { apis, saved } = fakeApis({ guides: {}, signed_agreements: { 'm-1001': ['x'] } }, []);
    await rememberSigned(apis.settings, 'm-1002', 'delivery_agreement');
    await rememberSigned(apis.settings, 'm-1002', 'delivery_agreement');
    expect(apis.settings.saveConfig).toHaveBeenCalledTimes(1);
    expect(saved()?.signed_agreements).toEqual({ 'm-1001': ['x'], 'm-1002': ['delivery_agreement'] });
  });
});

describe('signedAgreementsOf', () => {
  it('ignores a malformed field', () => {
    expect(signedAgreementsOf({ guides: {}, signed_agreements: 'x' })).toEqual({});
    expect(signedAgreementsOf({ guides: {}, signed_agreements: { a: ['c'], b: 'c', d: [1] } })).toEqual({ a: ['c'] });
    expect(signedAgreementsOf(undefined)).toEqual({});
  });
});
