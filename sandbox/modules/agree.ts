import type { SandboxModule } from '../types';
import { SandboxError, badRequest, isRecord, notFound, readJsonObject } from '../http';
import { AGREEMENT_DOCUMENTS } from '../seed/agreements';
import { DEMO_OTP } from '../seed/accounts';
import type { UserSettings } from './profile';

/**
 * The agree service: agreement texts and their signing with a one-time code (spec 1 §7,
 * spec 3 §7). The code sent by "SMS" is always the sandbox's DEMO_OTP (1111). Shapes and
 * error keys as documented in src/shell/notices/agree-api.ts.
 */
export const AGREE_MAX_ATTEMPTS = 5;

interface Signature {
  id: string;
  mid: string;
  tdid: string;
  code: string;
  signed_at: string;
}

interface PendingSignature {
  id: string;
  mid: string;
  tdid: string;
  code: string;
  /** Wrong codes since the last one sent. */
  attempts: number;
  /** How many codes were sent (the first and each resend). */
  sends: number;
  created_at: string;
}

interface AgreeSlice {
  next_id: number;
  signed: Signature[];
  pending: PendingSignature[];
}

const SLICE = 'agree';

export const agreeModule: SandboxModule = {
  name: 'agree',
  // Nobody has signed yet: the demo store on the app's list sees the dialog.
  seeds: { [SLICE]: (): AgreeSlice => ({ next_id: 1, signed: [], pending: [] }) },
  register(app, ctx) {
    const state = () => ctx.store.slice<AgreeSlice>(SLICE);
    const isSigned = (mid: string, code: string) => state().signed.some((s) => s.mid === mid && s.code === code);
    const documentOf = (code: string) => AGREEMENT_DOCUMENTS[code] ?? notFound('agreement not found');
    /** A signature started by this store; another store's id is as good as unknown. */
    const pendingOf = (id: string, mid: string) => state().pending.find((p) => p.id === id && p.mid === mid) ?? notFound('signature not found');

    app.get('/agree/api/v1/signatures/merchants/', ctx.requireMerchant, (c) => {
      const mid = c.get('mid');
      return c.json({ codes: [...new Set(state().signed.filter((s) => s.mid === mid).map((s) => s.code))] });
    });

    app.get('/agree/api/v1/specifications/code/:code/agreement', ctx.requireMerchant, (c) => {
      const doc = documentOf(c.req.param('code'));
      return c.json({ code: doc.code, title: doc.title, html: doc.html });
    });

    app.post('/agree/api/v1/signatures/code/:code', ctx.requireMerchant, (c) => {
      const doc = documentOf(c.req.param('code'));
      const mid = c.get('mid');
      if (isSigned(mid, doc.code)) throw new SandboxError(409, 'agreement already signed', 'agree_already_signed');
      const s = state();
      // One open signature per store and document: starting again replaces the old one.
      s.pending = s.pending.filter((p) => !(p.mid === mid && p.code === doc.code));
      const id = `sig-${s.next_id++}`;
      s.pending.push({ id, mid, tdid: c.get('tdid'), code: doc.code, attempts: 0, sends: 1, created_at: ctx.now().toISOString() });
      ctx.store.save();
      return c.json({ id });
    });

    app.post('/agree/api/v1/signatures/:id/verifications', ctx.requireMerchant, (c) => {
      const pending = pendingOf(c.req.param('id'), c.get('mid'));
      pending.sends += 1;
      pending.attempts = 0;
      ctx.store.save();
      return c.json({ id: pending.id });
    });

    app.post('/agree/api/v1/signatures/:id/verifications/signed', ctx.requireMerchant, async (c) => {
      const body = await readJsonObject(c);
      const pending = pendingOf(c.req.param('id'), c.get('mid'));
      const otp = body.otp;
      if (typeof otp !== 'string' || !/^\d*$/.test(otp)) badRequest('otp must be a string of digits');
      if (otp.length !== 4) badRequest('otp must be exactly 4 digits', 'code_too_short');
      if (pending.attempts >= AGREE_MAX_ATTEMPTS) throw new SandboxError(409, 'too many wrong codes: request a new one', 'agree_otp_attempts_exceeded');
      if (otp !== DEMO_OTP) {
        pending.attempts += 1;
        ctx.store.save();
        badRequest('wrong one-time code', 'agree_otp_invalid');
      }
      const s = state();
      const signature: Signature = { id: pending.id, mid: pending.mid, tdid: c.get('tdid'), code: pending.code, signed_at: ctx.now().toISOString() };
      s.signed.push(signature);
      s.pending = s.pending.filter((p) => p.id !== pending.id);
      ctx.store.save();
      return c.json({ id: signature.id, code: signature.code, signed_at: signature.signed_at });
    });

    // Control: forget signatures (all, or one store's) so the dialog shows again; the codes
    // remembered in people's user configs for those stores go too.
    app.post('/__sandbox/agree/reset', async (c) => {
      const text = await c.req.text();
      let mid: string | undefined;
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          badRequest('malformed JSON body');
        }
        if (!isRecord(body) || (body.mid !== undefined && typeof body.mid !== 'string')) badRequest('body must be {mid?: string}');
        mid = body.mid as string | undefined;
      }
      const s = state();
      const keep = (row: { mid: string }) => mid !== undefined && row.mid !== mid;
      s.signed = s.signed.filter(keep);
      s.pending = s.pending.filter(keep);
      for (const config of Object.values(ctx.store.slice<Record<string, UserSettings>>('settings'))) {
        if (!config.signed_agreements) continue;
        if (mid === undefined) delete config.signed_agreements;
        else delete config.signed_agreements[mid];
      }
      ctx.store.save();
      return c.json({ ok: true });
    });
    app.get('/__sandbox/agree', (c) => c.json(state()));
  },
};
