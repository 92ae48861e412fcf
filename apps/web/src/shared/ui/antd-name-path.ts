/**
 * antd's `toNamePathStr` (antd/es/form/hooks/useForm.js), the one thing antd's Radio.Group takes from the
 * form's useForm module: vite.config.ts points Radio.Group's import here, so a screen with radio buttons
 * (or a table, whose filter menu has them) does not carry the form engine. Same code as antd's.
 */
export function toNamePathStr(name: unknown): string {
  const namePath = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return namePath.join('_');
}
