import { SafetyOutlined } from '@ant-design/icons';
import type { CodeScene } from '@openfair/contract';
import { Form, Input, type InputRef, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { requiredRule } from '../form/form-rules';
import { SendCodeButton } from './send-code-button';
import type { CodeChannel } from './verification.api';

type Props = {
  /** Where the code goes, as the form has it so far. */
  channel: CodeChannel;
  target: string;
  targetValid: boolean;
  scene: CodeScene;
  disabled?: boolean;
  /** Resets the send button (its countdown) when it changes, e.g. the channel. */
  resetKey?: string;
  /** Moves the cursor into the field once the code is sent. */
  focusAfterSend?: boolean;
  /** The form field's name. */
  name?: string;
  /** Not required: the form may be saved without a code (then it proves nothing). */
  optional?: boolean;
  /** A line under the field, e.g. why the code is asked for. */
  extra?: string;
};

/** The 6-digit code field of a form with its "send code" button (login, registration, forgotten password). */
export function CodeField({
  channel,
  target,
  targetValid,
  scene,
  disabled,
  resetKey,
  focusAfterSend = false,
  name = 'code',
  optional = false,
  extra,
}: Props) {
  const { t } = useTranslation('shared');
  const language = useSession((s) => s.language);
  const input = useRef<InputRef>(null);
  return (
    <Form.Item label={t('verification.code')} required={!optional} extra={extra}>
      <Space.Compact block>
        <Form.Item
          name={name}
          noStyle
          rules={[
            ...(optional ? [] : [requiredRule(language)]),
            { pattern: /^\d{6}$/, message: t('verification.codeInvalid') },
          ]}
        >
          <Input
            ref={input}
            prefix={<SafetyOutlined />}
            placeholder={t('verification.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="large"
          />
        </Form.Item>
        <SendCodeButton
          key={resetKey}
          channel={channel}
          target={target}
          targetValid={targetValid}
          scene={scene}
          disabled={disabled}
          onSent={focusAfterSend ? () => input.current?.focus() : undefined}
        />
      </Space.Compact>
    </Form.Item>
  );
}
