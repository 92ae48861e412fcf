import { CONTENT_TITLE_MAX, type MediaRef } from '@openfair/contract';
import { Form, Input } from 'antd';

const requiredText = [{ required: true, whitespace: true }];

/**
 * The Chinese and English name (or title) of a console item, both required and as long as a content
 * title may be; the English one is marked as English for spell-checkers and screen readers.
 */
export function BilingualNameFields(props: { name: string; nameEn: string; label: string; labelEn: string }) {
  return (
    <>
      <Form.Item name={props.name} label={props.label} rules={requiredText}>
        <Input maxLength={CONTENT_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name={props.nameEn} label={props.labelEn} rules={requiredText}>
        <Input maxLength={CONTENT_TITLE_MAX} showCount lang="en" />
      </Form.Item>
    </>
  );
}

/** The rule of a required picture field: at least one uploaded picture, else `message`. */
export function requiredPictureRule(message: string) {
  return {
    validator: (_: unknown, value: MediaRef[] | undefined) =>
      value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
