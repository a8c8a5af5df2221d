import type { HttpClient } from '../../../providers/http/client';

/**
 * Delivery-agreement signing (spec 1 §7, spec 3 §7 "Agreement signing"), typed. Merchant
 * bearer on every call. Signed codes are also remembered in the user config (spec 1 §3),
 * read and written through providers/api/settings-api.ts.
 *
 * | Call | Body / answer |
 * |---|---|
 * | GET /agree/api/v1/signatures/merchants/ | → `{codes: string[]}`: codes of the documents this merchant has signed |
 * | GET /agree/api/v1/specifications/code/{code}/agreement | → `{code, title, html}`; 404 for an unknown code |
 * | POST /agree/api/v1/signatures/code/{code} | no body; starts a signature and sends a one-time code to the person's phone → `{id}`; 409 `agree_already_signed` |
 * | POST /agree/api/v1/signatures/{id}/verifications | no body; sends a new one-time code → `{id}` |
 * | POST /agree/api/v1/signatures/{id}/verifications/signed | `{otp}` (4 digits) → `{id, code, signed_at}`; 400 `code_too_short` (length), 400 `agree_otp_invalid` (wrong code), 409 `agree_otp_attempts_exceeded` (5 wrong codes: ask for a new one) |
 *
 * Designed here where the spec says "not shown" (implemented identically in
 * sandbox/modules/agree.ts and sandbox/modules/profile.ts): the answers' shapes beyond
 * `id`, the error keys, and where the user config keeps signed codes:
 * `signed_agreements: {[mid]: codes[]}` (SIGNED_AGREEMENTS_FIELD; the config belongs to the
 * person, a signature to the store, so the codes are kept per store).
 */
export interface SignedCodes {
  codes: string[];
}

export interface Agreement {
  code: string;
  title: string;
  html: string;
}

export interface SignatureStarted {
  id: string;
}

export interface SignatureDone {
  id: string;
  code: string;
  signed_at: string;
}

/** The user-config field that keeps signed codes per store. */
export const SIGNED_AGREEMENTS_FIELD = 'signed_agreements';

/** Error keys of the signing calls the dialog tells apart. */
export const AGREE_ERROR_KEYS = {
  codeTooShort: 'code_too_short',
  wrongOtp: 'agree_otp_invalid',
  attemptsExceeded: 'agree_otp_attempts_exceeded',
  alreadySigned: 'agree_already_signed',
} as const;

export interface AgreeApi {
  getSignedCodes(): Promise<SignedCodes>;
  getAgreement(code: string): Promise<Agreement>;
  startSignature(code: string): Promise<SignatureStarted>;
  resendCode(id: string): Promise<SignatureStarted>;
  confirmSignature(id: string, otp: string): Promise<SignatureDone>;
}

const seg = encodeURIComponent;

export function createAgreeApi(http: HttpClient): AgreeApi {
  return {
    getSignedCodes: () => http.request<SignedCodes>({ path: '/agree/api/v1/signatures/merchants/' }),
    getAgreement: (code) => http.request<Agreement>({ path: `/agree/api/v1/specifications/code/${seg(code)}/agreement` }),
    startSignature: (code) => http.request<SignatureStarted>({ method: 'POST', path: `/agree/api/v1/signatures/code/${seg(code)}` }),
    resendCode: (id) => http.request<SignatureStarted>({ method: 'POST', path: `/agree/api/v1/signatures/${seg(id)}/verifications` }),
    confirmSignature: (id, otp) =>
      http.request<SignatureDone>({ method: 'POST', path: `/agree/api/v1/signatures/${seg(id)}/verifications/signed`, body: { otp } }),
  };
}
