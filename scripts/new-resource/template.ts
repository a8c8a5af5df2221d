/**
 * The generator's template language, as small as the templates need:
 *
 * - `{{name}}`: the value of `name` (a string or number; an unknown name is an error, so a typo
 *   in a template fails the generator and its unit test rather than writing `undefined`);
 * - `{{#if flag}}…{{/if}}` and `{{#unless flag}}…{{/unless}}`, which nest, inline or on lines of
 *   their own (a tag alone on its line takes the whole line with it).
 *
 * A tag is `{{` directly followed by a word (or `#`, `/`) and `}}`: the JSX `style={{ … }}` of a
 * template is left as it is.
 */
export type TemplateValues = Record<string, string | number | boolean>;

const TAG = /\{\{(#if|#unless|\/if|\/unless)? ?([A-Za-z_]\w*)?\}\}/g;

interface Token {
  kind: 'text' | 'value' | 'open' | 'close';
  text?: string;
  name?: string;
  negate?: boolean;
  block?: 'if' | 'unless';
}

function tokenize(template: string): Token[] {
  // A block tag alone on its line (indentation allowed) stands for no line at all.
  const lines = template.replace(/^[ \t]*(\{\{(?:#if|#unless) [A-Za-z_]\w*\}\}|\{\{\/(?:if|unless)\}\})[ \t]*\r?\n/gm, '$1');
  const tokens: Token[] = [];
  let at = 0;
  for (const match of lines.matchAll(TAG)) {
    const [whole, block, name] = match;
    if (match.index > at) tokens.push({ kind: 'text', text: lines.slice(at, match.index) });
    at = match.index + whole.length;
    if (block === '#if' || block === '#unless') {
      if (!name) throw new Error(`template: ${whole} names no flag`);
      tokens.push({ kind: 'open', name, negate: block === '#unless', block: block === '#if' ? 'if' : 'unless' });
    } else if (block === '/if' || block === '/unless') {
      tokens.push({ kind: 'close', block: block === '/if' ? 'if' : 'unless' });
    } else if (name) {
      tokens.push({ kind: 'value', name });
    } else {
      tokens.push({ kind: 'text', text: whole });
    }
  }
  if (at < lines.length) tokens.push({ kind: 'text', text: lines.slice(at) });
  return tokens;
}

function lookup(values: TemplateValues, name: string): string | number | boolean {
  if (!Object.prototype.hasOwnProperty.call(values, name) || values[name] === undefined) throw new Error(`template: no value named ${name}`);
  return values[name];
}

export function renderTemplate(template: string, values: TemplateValues): string {
  const tokens = tokenize(template);
  let i = 0;
  const block = (closing?: 'if' | 'unless'): string => {
    let out = '';
    while (i < tokens.length) {
      const token = tokens[i++];
      if (token.kind === 'text') out += token.text;
      else if (token.kind === 'value') {
        const value = lookup(values, token.name!);
        if (typeof value === 'boolean') throw new Error(`template: ${token.name} is a flag, not a value`);
        out += String(value);
      } else if (token.kind === 'open') {
        const flag = lookup(values, token.name!);
        if (typeof flag !== 'boolean') throw new Error(`template: ${token.name} is a value, not a flag`);
        const inner = block(token.block);
        if (flag !== token.negate) out += inner;
      } else {
        if (token.block !== closing) throw new Error(`template: {{/${token.block}}} without its {{#${token.block}}}`);
        return out;
      }
    }
    if (closing) throw new Error(`template: {{#${closing}}} is never closed`);
    return out;
  };
  return block();
}
