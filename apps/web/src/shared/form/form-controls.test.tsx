import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { CheckboxChoices } from './checkbox-choices';
import { NativeSelect } from './native-select';
import { TagInput } from './tag-input';

beforeAll(() => initI18n('zh'));
afterEach(cleanup);

/** Renders a control with its value in state, and shows that value as JSON in an <output>. */
function Harness<V>({
  initial,
  control,
}: {
  initial: V;
  control: (value: V, set: (v: V) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      {control(value, setValue)}
      <output>{JSON.stringify(value ?? null)}</output>
    </I18nextProvider>
  );
}
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? 'null');

describe('TagInput', () => {
  it('adds a tag on Enter or a comma of either width, once, and takes tags back', () => {
    render(
      <Harness<string[]>
        initial={['FCC']}
        control={(v, set) => <TagInput value={v} onChange={set} id="tags" />}
      />,
    );
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'RoHS' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(shown()).toEqual(['FCC', 'RoHS']);
    // typed with a comma: what is before it becomes tags; one already there is not added twice
    fireEvent.change(box, { target: { value: 'CE，FCC,' } });
    expect(shown()).toEqual(['FCC', 'RoHS', 'CE']);
    expect((box as HTMLInputElement).value).toBe('');
    // Backspace in the empty box takes back the last tag; a chip's button removes its own
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(shown()).toEqual(['FCC', 'RoHS']);
    fireEvent.click(screen.getByRole('button', { name: '删除标签 FCC' }));
    expect(shown()).toEqual(['RoHS']);
    // leaving the box keeps what was typed
    fireEvent.change(box, { target: { value: ' ISO 9001 ' } });
    fireEvent.blur(box);
    expect(shown()).toEqual(['RoHS', 'ISO 9001']);
  });

  it('does not end a tag on the Enter that confirms an input method word', () => {
    render(<Harness<string[]> initial={[]} control={(v, set) => <TagInput value={v} onChange={set} />} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '认证' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(shown()).toEqual([]);
  });
});

describe('NativeSelect', () => {
  const options = [
    { value: 10, label: '10 人' },
    { value: 20, label: '20 人' },
  ];
  it("gives the option's own value, and clears to nothing only when allowed", () => {
    render(
      <Harness<number | undefined>
        initial={undefined}
        control={(v, set) => (
          <NativeSelect aria-label="规模" value={v} onChange={set} options={options} allowClear />
        )}
      />,
    );
    const select = screen.getByRole('combobox', { name: '规模' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '20' } });
    expect(shown()).toBe(20);
    fireEvent.change(select, { target: { value: '' } });
    expect(shown()).toBeNull();
    cleanup();
    render(
      <Harness<number | undefined>
        initial={10}
        control={(v, set) => <NativeSelect aria-label="规模" value={v} onChange={set} options={options} />}
      />,
    );
    // a value without allowClear: no empty entry to go back to
    expect([...(screen.getByRole('combobox') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '20',
    ]);
  });
});

describe('CheckboxChoices', () => {
  it('keeps the order of picking in a group named by its label', () => {
    const options = ['a', 'b', 'c'].map((value) => ({ value, label: `品类 ${value}` }));
    render(
      <Harness<string[]>
        initial={[]}
        control={(v, set) => (
          <CheckboxChoices aria-label="产品类别" value={v} onChange={set} options={options} />
        )}
      />,
    );
    const group = screen.getByRole('group', { name: '产品类别' });
    fireEvent.click(screen.getByRole('checkbox', { name: '品类 c' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '品类 a' }));
    expect(shown()).toEqual(['c', 'a']);
    fireEvent.click(screen.getByRole('checkbox', { name: '品类 c' }));
    expect(shown()).toEqual(['a']);
    expect(group.tagName).toBe('FIELDSET');
  });
});
