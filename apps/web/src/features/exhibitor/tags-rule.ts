import { checkMaxLength, fillMessage, ruleMessages, type UiLanguage } from '@openfair/contract';
import type { FormRule } from 'antd';

/** At most `max` tags, each within `chars` characters, with the contract's messages. */
export const tagsRule = (lang: UiLanguage, max: number, chars: number): FormRule => ({
  validator: (_rule, value: string[] | undefined) => {
    const tags = value ?? [];
    if (tags.length > max) return Promise.reject(new Error(fillMessage(ruleMessages.maxNum, { max })[lang]));
    const tooLong = tags.map((tag) => checkMaxLength(tag, chars)).find(Boolean);
    return tooLong ? Promise.reject(new Error(tooLong[lang])) : Promise.resolve();
  },
});
