import { z } from 'zod';
import type { Operation } from '../operation';
import { oneOf, wholeNumber } from '../params';
import { texts, when } from '../shapes';
import { refusal } from '../validate';

const faqNode: z.ZodType = z.lazy(() => z.looseObject({ slug: z.string(), title: texts, children: z.array(faqNode).optional() }));
const geoResults = z.looseObject({ results: z.array(z.looseObject({ formatted: z.string(), point: z.looseObject({ latitude: z.number(), longitude: z.number() }) })) });
const suggestions = z.looseObject({ results: z.array(z.looseObject({ title: z.string(), text: z.string() })) });
const SIGN = '/agree/api/v1/signatures';

/** Spec 1 and 3: reference data, help pages, agreements, file stores and the geocoder. */
export const shellOperations: Operation[] = [
  { method: 'GET', path: '/config-discovery/api/v2/contacts', summary: 'Support contacts in the caller\'s language', auth: 'none', spec: 'spec 1 §7', query: z.object({ user_type: oneOf(['merchant']) }), answer: z.looseObject({ contacts_info: z.array(z.looseObject({ type: z.string(), value: z.string() })) }), check: { query: { user_type: 'merchant' } } },
  { method: 'GET', path: '/config-discovery/api/v2/cities', summary: 'Cities with their ids', auth: 'none', spec: 'spec 1 §7', answer: z.array(z.looseObject({ id: z.string(), name: texts })) },
  { method: 'GET', path: '/translations/api/v1/dictionary', summary: "The interface's texts from the service", auth: 'none', designed: 'spec 1 §7 shows this call with its path as a placeholder (GET {token}, platform=partner, lang): the path is ours', query: z.object({ platform: oneOf(['partner']), lang: oneOf(['ru', 'kz', 'en']) }), answer: z.looseObject({ data: z.record(z.string(), z.string()) }), check: { query: { platform: 'partner', lang: 'ru' } } },
  { method: 'GET', path: '/config-discovery/api/v1/faqs/merchant/pages', summary: 'The help tree', auth: 'none', spec: 'spec 3 §7', query: z.object({ root: z.string(), depth: wholeNumber(1, 5), platform: oneOf(['web', 'ios', 'android']) }), answer: faqNode, errors: [404], check: { query: { root: 'merchant-cabinet', depth: '3', platform: 'web' } } },
  { method: 'GET', path: '/config-discovery/api/v1/faqs/merchant/pages/{slug}', summary: 'One help page', auth: 'none', spec: 'spec 3 §7', answer: z.looseObject({ slug: z.string(), title: texts, body: texts, updated_at: when }), errors: [404], check: { params: { slug: 'sign-in' } } },
  { method: 'GET', path: '/config-discovery/api/v1/faqs/merchant/images/{name}', summary: "A help page's illustration (SVG)", auth: 'none', designed: 'the help pages of spec 3 show pictures; where they are served is ours', answer: 'image/svg+xml', errors: [404], check: false },
  { method: 'GET', path: `${SIGN}/merchants/`, summary: 'Codes of the agreements the shop has signed', auth: 'merchant', spec: 'spec 1 §7', answer: z.looseObject({ codes: z.array(z.string()) }) },
  { method: 'GET', path: '/agree/api/v1/specifications/code/{code}/agreement', summary: "An agreement's text", auth: 'merchant', spec: 'spec 1 §7', answer: z.looseObject({ code: z.string(), title: z.string(), html: z.string() }), errors: [404], check: { params: { code: 'delivery_agreement' } } },
  { method: 'POST', path: `${SIGN}/code/{code}`, summary: 'Start signing: an SMS code is sent', auth: 'merchant', spec: 'spec 1 §7', answer: z.looseObject({ id: z.string() }), errors: [404, 409] },
  { method: 'POST', path: `${SIGN}/{id}/verifications`, summary: 'Send the signing code again', auth: 'merchant', spec: 'spec 1 §7', answer: z.looseObject({ id: z.string() }), errors: [404] },
  { method: 'POST', path: `${SIGN}/{id}/verifications/signed`, summary: 'Sign with the code', auth: 'merchant', spec: 'spec 1 §7', body: z.object({ otp: z.string({ error: refusal('code_too_short', 'otp must be exactly 4 digits') }) }), answer: z.looseObject({ id: z.string(), code: z.string(), signed_at: when }), errors: [404, 409] },
  { method: 'POST', path: '/f3/api/v1/{bucket}/', summary: 'Upload an image (logo, photos)', auth: 'merchant', spec: 'spec 1 §7', body: { multipart: { file: 'binary' } }, answer: z.looseObject({ url: z.string() }) },
  { method: 'POST', path: '/f3/api/v2/documents/', summary: 'Upload a document file', auth: 'merchant', spec: 'spec 1 §7', body: { multipart: { file: 'binary' } }, answer: z.looseObject({ url: z.string() }) },
  { method: 'GET', path: '/f3/api/v1/uploads/{name}', summary: 'A file uploaded to the file store', auth: 'none', designed: 'the spec shows uploads answering a url; serving the file at that url is ours', answer: 'application/octet-stream', errors: [404], check: false },
  { method: 'GET', path: '/f3/api/v1/files/{name}', summary: 'A seeded file (logos, product photos)', auth: 'none', designed: 'the spec shows uploads answering a url; serving the file at that url is ours', answer: 'application/octet-stream', errors: [404], check: false },
  { method: 'GET', path: '/geocoder/api/v1/suggest', summary: 'Address suggestions', auth: 'none', designed: 'spec 1 §7: a browser maps service is used for geocoding and suggestions; this offline stand-in is ours', query: z.object({ text: z.string(), limit: wholeNumber(1, 10).optional() }), answer: suggestions, check: { query: { text: 'Алматы' } } },
  { method: 'GET', path: '/geocoder/api/v1/reverse', summary: 'The address of a map point', auth: 'none', designed: 'spec 1 §7: a browser maps service (a point chosen on the map fills the address); this offline stand-in is ours', query: z.object({ lat: z.string(), lon: z.string() }), answer: geoResults, check: { query: { lat: '43.238', lon: '76.945' } } },
  { method: 'GET', path: '/geocoder/api/v1/geocode', summary: 'The point of an address', auth: 'none', designed: 'spec 1 §7: a browser maps service (an address typed puts the point on the map); this offline stand-in is ours', query: z.object({ text: z.string() }), answer: geoResults, check: { query: { text: 'Алматы' } } },
];
