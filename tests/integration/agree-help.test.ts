import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../providers/config';
import { createAgreeApi, type AgreeApi } from '../../src/shell/notices/agree-api';
import { createHelpApi, FAQ_TREE_QUERY, firstLeaf, type FaqNode } from '../../resources/help/help-api';
import { createSettingsApi } from '../../providers/api/settings-api';
import { createHttpClient, type HttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore } from '../../providers/session';
import { needsSignature } from '../../src/shell/notices/agreement-status';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The typed agree and help APIs against the real sandbox over HTTP: the calls the delivery
 * agreement dialog and the help pages make, with the sandbox's validation.
 */
const sandbox = sandboxPerFile({ resetBeforeEach: true });
const client = async (mid = 'm-1002'): Promise<HttpClient> => (await merchantClient(sandbox.baseUrl, mid)).http;

const CODE = 'delivery_agreement';

describe('agree calls', () => {
  let api: AgreeApi;
  beforeEach(async () => {
    api = createAgreeApi(await client());
  });

  it('signs with a wrong then the right one-time code; the store then counts as signed', async () => {
    expect(await api.getSignedCodes()).toEqual({ codes: [] });
    const agreement = await api.getAgreement(CODE);
    expect(agreement.code).toBe(CODE);
    expect(agreement.html).toContain('<h3>');

    const { id } = await api.startSignature(CODE);
    await expect(api.confirmSignature(id, '12')).rejects.toMatchObject({ statusCode: 400, key: 'code_too_short' });
    await expect(api.confirmSignature(id, '1234')).rejects.toMatchObject({ statusCode: 400, key: 'agree_otp_invalid' });
    expect(await api.resendCode(id)).toEqual({ id });
    const done = await api.confirmSignature(id, '1111');
    expect(done).toMatchObject({ id, code: CODE });

    expect(await api.getSignedCodes()).toEqual({ codes: [CODE] });
    await expect(api.startSignature(CODE)).rejects.toMatchObject({ statusCode: 409, key: 'agree_already_signed' });
    // Another store of the same person is not signed by it.
    expect(await createAgreeApi(await client('m-1001')).getSignedCodes()).toEqual({ codes: [] });
  });

  it('five wrong codes lock the signature until a new code is sent', async () => {
    const { id } = await api.startSignature(CODE);
    for (let i = 0; i < 5; i++) await expect(api.confirmSignature(id, '0000')).rejects.toMatchObject({ key: 'agree_otp_invalid' });
    await expect(api.confirmSignature(id, '1111')).rejects.toMatchObject({ statusCode: 409, key: 'agree_otp_attempts_exceeded' });
    await api.resendCode(id);
    await expect(api.confirmSignature(id, '1111')).resolves.toMatchObject({ code: CODE });
  });

  it('refuses unknown codes and ids, and another store’s signature', async () => {
    await expect(api.getAgreement('nope')).rejects.toMatchObject({ statusCode: 404 });
    await expect(api.startSignature('nope')).rejects.toMatchObject({ statusCode: 404 });
    await expect(api.resendCode('sig-999')).rejects.toMatchObject({ statusCode: 404 });
    const { id } = await api.startSignature(CODE);
    const other = createAgreeApi(await client('m-1001'));
    await expect(other.confirmSignature(id, '1111')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps signed codes in the user config per store; the sandbox control forgets them', async () => {
    const settings = createSettingsApi(await client());
    const apis = { agree: api, settings };
    expect(await needsSignature(apis, 'm-1002', CODE)).toBe(true);
    const { id } = await api.startSignature(CODE);
    await api.confirmSignature(id, '1111');
    // Found at the agree service, then remembered in the config without losing the guides.
    await settings.saveConfig({ guides: { upload_price_list: true } });
    expect(await needsSignature(apis, 'm-1002', CODE)).toBe(false);
    expect(await settings.getConfig()).toEqual({ guides: { upload_price_list: true }, signed_agreements: { 'm-1002': [CODE] } });
    await expect(settings.saveConfig({ guides: {}, signed_agreements: { 'm-1002': [1] } })).rejects.toMatchObject({ statusCode: 400 });
    // A client that knows only the guides does not lose the signed codes.
    await settings.saveConfig({ guides: { upload_price_list: false } });
    expect((await settings.getConfig()).signed_agreements).toEqual({ 'm-1002': [CODE] });

    const reset = await fetch(`${sandbox.baseUrl}/__sandbox/agree/reset`, { method: 'POST', body: JSON.stringify({ mid: 'm-1002' }) });
    expect(reset.status).toBe(200);
    const config = await settings.getConfig();
    expect(config.guides).toEqual({ upload_price_list: false });
    expect((config.signed_agreements as Record<string, string[]>)['m-1002']).toBeUndefined();
    expect(await needsSignature(apis, 'm-1002', CODE)).toBe(true);
  });
});

describe('help calls', () => {
  const help = () => createHelpApi(createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session: createSessionStore({ storage: createMemoryStorage() }), onSessionEnd: () => undefined }));
  const slugs = (node: FaqNode): string[] => node.children.flatMap((c) => [c.slug, ...slugs(c)]);

  it('serves the tree signed out, with the exact query, and every node as a page with images', async () => {
    await sandbox.control.clearRequests();
    const tree = await help().getTree();
    const [logged] = await sandbox.control.requests('/config-discovery/api/v1/faqs/merchant/pages');
    expect(logged.query).toBe(`root=${FAQ_TREE_QUERY.root}&depth=3&platform=web`);
    const all = slugs(tree);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all).toContain('load-price-list');
    expect(firstLeaf(tree)?.slug).toBe('sign-in');

    let images = 0;
    for (const slug of all) {
      const page = await help().getPage(slug);
      expect(page.title.ru).not.toBe('');
      for (const [, src] of page.body.ru.matchAll(/<img src="([^"]+)"/g)) {
        images++;
        const res = await fetch(`${sandbox.baseUrl}${src}`);
        expect(res.status, src).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
      }
    }
    expect(images).toBeGreaterThanOrEqual(8);
  });

  it('validates the tree query and answers 404 for an unknown page', async () => {
    const base = `${sandbox.baseUrl}/config-discovery/api/v1/faqs/merchant/pages`;
    for (const query of ['depth=3&platform=web', 'root=merchant-cabinet&platform=web', 'root=merchant-cabinet&depth=9&platform=web', 'root=merchant-cabinet&depth=3&platform=tv', 'root=merchant-cabinet&depth=3&depth=2&platform=web']) {
      expect((await fetch(`${base}?${query}`)).status, query).toBe(400);
    }
    expect((await fetch(`${base}?root=nope&depth=3&platform=web`)).status).toBe(404);
    const shallow = (await (await fetch(`${base}?root=merchant-cabinet&depth=1&platform=web`)).json()) as FaqNode;
    expect(shallow.children.every((c) => c.children.length === 0)).toBe(true);
    await expect(help().getPage('no-such-page')).rejects.toMatchObject({ statusCode: 404 });
  });
});
