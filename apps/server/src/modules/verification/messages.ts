import type { CodeScene, LanguageType } from '@openfair/contract';

const PURPOSE: Record<CodeScene, { cn: string; en: string }> = {
  REGISTER: { cn: '注册账号', en: 'register your account' },
  LOGIN: { cn: '登录', en: 'log in' },
  RESET_PASSWORD: { cn: '重置密码', en: 'reset your password' },
  BIND: { cn: '绑定账号', en: 'bind your account' },
};

/** The mail subject and the mail/SMS text of a verification code, in the request language. */
export function codeMessage(
  scene: CodeScene,
  code: string,
  minutes: number,
  lang: LanguageType,
): { subject: string; text: string } {
  const purpose = PURPOSE[scene];
  if (lang === 'en') {
    return {
      subject: `OpenFair verification code: ${code}`,
      text: `Your OpenFair verification code is ${code}. Use it within ${minutes} minutes to ${purpose.en}. If you did not ask for it, ignore this message.`,
    };
  }
  return {
    subject: `OpenFair 验证码：${code}`,
    text: `您的 OpenFair 验证码是 ${code}，用于${purpose.cn}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
  };
}
