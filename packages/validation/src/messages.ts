import en from '../../../locales/en/validation.json';

/** Joins nested object keys into dotted paths: `{ email: { empty } }` gives `'email.empty'`. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** An i18n key of the `validation` namespace; also the stable code of a validation failure. */
export type ValidationCode = Paths<typeof en>;

/** Values substituted into a message template (`{{name}}` in the locale files). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A failed rule: `code` is the i18n key, `message` the English text with parameters filled in. */
export interface ValidationError {
  readonly code: ValidationCode;
  readonly message: string;
  readonly params?: MessageParams;
}

/** The i18n namespace that holds every validation message. */
export const VALIDATION_NAMESPACE = 'validation';

function lookup(code: ValidationCode): string {
  let node: unknown = en;
  for (const part of code.split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`Unknown validation code: ${code}`);
  return node;
}

/** Fills `{{name}}` placeholders; a placeholder without a value is left as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English message for a code, with parameters filled in. */
export function englishMessage(code: ValidationCode, params?: MessageParams): string {
  return interpolate(lookup(code), params);
}

/** Builds the failure value every rule returns. */
export function fail(code: ValidationCode, params?: MessageParams): ValidationError {
  return params
    ? { code, message: englishMessage(code, params), params }
    : { code, message: englishMessage(code) };
}

/** Every code of the catalogue, in file order (used by tests that check coverage). */
export function allValidationCodes(): ValidationCode[] {
  const out: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.push(path);
      else walk(value as Record<string, unknown>, path);
    }
  };
  walk(en, '');
  return out as ValidationCode[];
}
