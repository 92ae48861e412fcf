import { act, render, screen } from '@testing-library/react';
import { Form, type FormInstance, type FormRule, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordRule,
  fieldGroupRule,
  lengthRules,
  listRule,
  maxNumRule,
  patternRule,
  requiredRule,
} from './form-rules';

/** Runs one antd rule the way the form does and returns its error message, or null. */
const run = async (
  rule: FormRule | undefined,
  value: unknown,
  fields: Record<string, unknown> = {},
): Promise<string | null> => {
  if (!rule) throw new Error('no rule');
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
  if (!object.validator) throw new Error('rule has no validator');
  try {
    await object.validator(object, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('form rules (unit)', () => {
  it('required: default and custom messages in both languages', async () => {
    expect(await run(requiredRule('zh'), '  ')).toBe('内容不能为空');
    expect(await run(requiredRule('en'), undefined)).toBe('This field cannot be empty');
    expect(await run(requiredRule('en', { zh: '请输入名称', en: 'please enter a name' }), '')).toBe(
      'please enter a name',
    );
    expect(await run(requiredRule('en'), 'x')).toBeNull();
    const rule = requiredRule('zh');
    expect(typeof rule !== 'function' && rule.required).toBe(true);
  });

  it('pattern: the contract message in the UI language', async () => {
    expect(await run(patternRule('zh', 'email'), 'nope')).toBe('请输入正确的邮箱');
    expect(await run(patternRule('en', 'email'), 'nope')).toBe('Please enter a correct email');
    expect(await run(patternRule('en', 'email'), 'visitor@openfair.test')).toBeNull();
    expect(await run(patternRule('en', 'email'), '')).toBeNull();
  });

  it('length: min and max rules', async () => {
    const [min, max] = lengthRules('zh', { min: 2, max: 4 });
    expect(await run(min, 'a')).toBe('长度不能少于2个字符');
    expect(await run(max, 'abcde')).toBe('长度不能超过4个字符');
    expect(await run(max, 'abcd')).toBeNull();
    expect(lengthRules('en', { max: 4 })).toHaveLength(1);
  });

  it('maxNum and list', async () => {
    expect(await run(maxNumRule('en', 3), ['a', 'b', 'c', 'd'])).toBe('The quantity cannot exceed 3');
    expect(await run(maxNumRule('en', 3), ['a'])).toBeNull();
    expect(await run(listRule('zh'), [])).toBe('请选择');
    expect(await run(listRule('en'), ['x'])).toBeNull();
  });

  it('confirm password reads the other field', async () => {
    const rule = confirmPasswordRule('en', 'password');
    expect(await run(rule, '', { password: 'Expo2026' })).toBe('Please enter the password again');
    expect(await run(rule, 'Expo2027', { password: 'Expo2026' })).toBe('The two passwords do not match');
    expect(await run(rule, 'Expo2026', { password: 'Expo2026' })).toBeNull();
  });

  it('field group rule by field name', async () => {
    expect(await run(fieldGroupRule('en', 'website'), 'not a url')).toBe(
      'Please enter a correct web address',
    );
    expect(await run(fieldGroupRule('en', 'telephone'), '+86-20-12345678')).toBeNull();
  });
});

/** A password + confirmation form, as the registration and password screens build it. */
const Probe = ({ onForm }: { onForm: (form: FormInstance) => void }) => {
  const [instance] = Form.useForm();
  onForm(instance);
  return (
    <Form form={instance}>
      <Form.Item name="password" rules={[requiredRule('en'), patternRule('en', 'password')]}>
        <Input />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[confirmPasswordRule('en', 'password')]}>
        <Input />
      </Form.Item>
    </Form>
  );
};

describe('form rules inside an antd Form', () => {
  it('shows the rule messages and blocks submission', async () => {
    let form: FormInstance | undefined;
    render(
      <Probe
        onForm={(instance) => {
          form = instance;
        }}
      />,
    );
    if (!form) throw new Error('form not created');
    const current = form;

    act(() => current.setFieldsValue({ password: 'abcdef', confirm: 'abcdeg' }));
    const failed = await act(() =>
      current.validateFields().then(
        () => null,
        (error: unknown) => error,
      ),
    );
    const errorFields = (failed as { errorFields?: { name: string[]; errors: string[] }[] })?.errorFields;
    expect(errorFields?.map((field) => [field.name[0], field.errors])).toEqual([
      ['password', ['Please enter a correct password (6-16 letters and digits, both required)']],
      ['confirm', ['The two passwords do not match']],
    ]);
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();

    act(() => current.setFieldsValue({ password: 'Expo2026', confirm: 'Expo2026' }));
    await expect(act(() => current.validateFields())).resolves.toEqual({
      password: 'Expo2026',
      confirm: 'Expo2026',
    });
  });
});
