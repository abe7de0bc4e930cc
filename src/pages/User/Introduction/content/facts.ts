/**
 * Numbers the usage documents quote, taken from the modules that enforce them so a document cannot drift
 * from the console's behaviour. Facts the web app does not hold (server defaults such as session lifetimes)
 * are written in the documents themselves; tests/web/introduction/content.unit.test.ts checks the data-source table
 * against the server's registry.
 */
import { CAPTCHA_COOLDOWN_SECONDS, CAPTCHA_SENDS_PER_VISIT, HEALTH_POLL_INTERVAL_MS, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES } from '@common/contract/fileUpload';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '@common/contract/user';

export const FACTS = {
  fileMaxMiB: FILE_MAX_BYTES / (1024 * 1024),
  /** `csv`, `xlsx`, ... as markdown code spans. */
  fileTypes: FILE_ALLOWED_EXTENSIONS.map((ext) => `\`${ext}\``).join(', '),
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  captchaLength: CAPTCHA_LENGTH,
  captchaCooldownSeconds: CAPTCHA_COOLDOWN_SECONDS,
  captchaSendsPerVisit: CAPTCHA_SENDS_PER_VISIT,
  healthPollSeconds: HEALTH_POLL_INTERVAL_MS / 1000,
  versionPollMinutes: VERSION_POLL_INTERVAL_MS / 60_000,
} as const;

/** The forms an Arabic noun takes after a number. */
export interface ArabicCountForms {
  /** 1, written without the digit: "دقيقة واحدة". */
  one: string;
  /** 2, the dual, written without the digit: "دقيقتين". */
  two: string;
  /** 3 to 10 take the plural: "دقائق". */
  few: string;
  /** 11 and above (and 0) take the singular: "دقيقة". */
  many: string;
}

/** "2 minutes" in Arabic is "دقيقتين", "5 minutes" "5 دقائق", "60 seconds" "60 ثانية": number agreement for the documents. */
export function arabicCount(n: number, forms: ArabicCountForms): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  return `${n} ${n >= 3 && n <= 10 ? forms.few : forms.many}`;
}

export const AR = {
  versionPollMinutes: arabicCount(FACTS.versionPollMinutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' }),
  healthPollSeconds: arabicCount(FACTS.healthPollSeconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' }),
  captchaCooldownSeconds: arabicCount(FACTS.captchaCooldownSeconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' }),
  captchaSendsPerVisit: arabicCount(FACTS.captchaSendsPerVisit, { one: 'مرة واحدة', two: 'مرتين', few: 'مرات', many: 'مرة' }),
  captchaDigits: arabicCount(FACTS.captchaLength, { one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا' }),
} as const;
