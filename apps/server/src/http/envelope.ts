import { type Envelope, type LanguageType, messageFor, ResponseCode } from '@openfair/contract';
import type { AppError } from '../core/errors';

export function envelopeFor<T>(
  code: ResponseCode,
  lang: LanguageType,
  data: T,
  error?: AppError,
): Envelope<T> {
  const base = messageFor(code, lang, error?.params);
  const extra = error?.detail?.[lang];
  // English details are sentences of their own ("Please enter a correct email"), so they follow a full stop.
  return { code, msg: extra ? `${base}${lang === 'en' ? '. ' : '：'}${extra}` : base, data };
}

/** The success envelope's message is the same for every call of a language: built once. */
const successMessages: Record<LanguageType, string> = {
  cn: messageFor(ResponseCode.Success, 'cn'),
  en: messageFor(ResponseCode.Success, 'en'),
};

export const successEnvelope = <T>(lang: LanguageType, data: T): Envelope<T> => ({
  code: ResponseCode.Success,
  msg: successMessages[lang],
  data,
});
