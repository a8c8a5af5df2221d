import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { mediaUrl } from './media-url';

const sandbox = readConfig({});
const staging = readConfig({ VITE_API_BASE_URL: 'https://staging.example.kz/', VITE_API_URL_F3: 'https://files.example.kz', VITE_API_URL_CONFIG_DISCOVERY: 'https://cd.example.kz' });

describe('mediaUrl', () => {
  it.each([
    ['store logo (f3)', '/f3/api/v1/files/logo-m-1001.svg', 'https://files.example.kz/f3/api/v1/files/logo-m-1001.svg'],
    ['uploaded logo preview (f3 uploads)', '/f3/api/v1/uploads/ab12.png', 'https://files.example.kz/f3/api/v1/uploads/ab12.png'],
    ['review photo', '/f3/api/v1/files/review-3.svg', 'https://files.example.kz/f3/api/v1/files/review-3.svg'],
    ['order product image', '/f3/api/v1/files/product-SKU1.svg', 'https://files.example.kz/f3/api/v1/files/product-SKU1.svg'],
    ['help picture (config-discovery)', '/config-discovery/api/v1/faqs/merchant/images/orders.svg', 'https://cd.example.kz/config-discovery/api/v1/faqs/merchant/images/orders.svg'],
    ['shop document (f3 documents)', '/f3/api/v1/documents/x.pdf', 'https://files.example.kz/f3/api/v1/documents/x.pdf'],
    ['a service without an override: the base URL', '/merchant-gateway/api/v1/x.xlsx', 'https://staging.example.kz/merchant-gateway/api/v1/x.xlsx'],
  ])('%s goes to its service', (_, path, expected) => {
    expect(mediaUrl(path, staging)).toBe(expected);
    // Against the embedded sandbox the same path stays on the app's origin.
    expect(mediaUrl(path, sandbox)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://cdn.example.kz/a.png'],
    ['a protocol-relative URL', '//cdn.example.kz/a.png'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['a blob: URL', 'blob:http://localhost/1234'],
    ["the app's own file", '/logo.svg'],
    ['an app route', '/faq/orders'],
  ])('leaves %s as it is', (_, url) => {
    expect(mediaUrl(url, staging)).toBe(url);
  });

  it('gives nothing for an empty value, so an avatar shows its fallback', () => {
    expect(mediaUrl('', staging)).toBeUndefined();
    expect(mediaUrl(null, staging)).toBeUndefined();
    expect(mediaUrl(undefined, staging)).toBeUndefined();
  });
});
