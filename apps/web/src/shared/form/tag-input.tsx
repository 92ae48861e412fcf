import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

type Props = {
  value?: readonly string[];
  onChange?: (tags: string[]) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/** What ends a tag while typing: Enter, or a comma in either width. */
const SEPARATORS = /[,，]/;

/**
 * Free-text tags: type a tag and press Enter or a comma; each tag shows as a chip with a remove button,
 * and Backspace in the empty box takes back the last one. A tag typed twice is kept once. The form's
 * rules judge the count and length (the field shows what was typed, so the message can name it).
 */
export function TagInput({ value = [], onChange, id, placeholder, disabled, ...aria }: Props) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const fresh = text
      .split(SEPARATORS)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '' && !value.includes(tag));
    if (fresh.length > 0) onChange?.([...value, ...new Set(fresh)]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms a word in an input method (pinyin) is not the end of the tag.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange?.(value.slice(0, -1));
    }
  };
  return (
    <div className={`of-tag-input${disabled ? ' of-tag-input-disabled' : ''}`}>
      {value.length > 0 && (
        <ul className="of-tag-input-tags" aria-label={t('tags.chosen')}>
          {value.map((tag) => (
            <li key={tag} className="of-tag-input-tag">
              <span>{tag}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('tags.remove', { tag })}
                onClick={() => onChange?.(value.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...aria}
        id={id}
        type="text"
        value={draft}
        disabled={disabled}
        placeholder={placeholder}
        enterKeyHint="done"
        onChange={(event) => {
          const text = event.target.value;
          if (SEPARATORS.test(text)) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim() !== '') add(draft);
        }}
      />
    </div>
  );
}
