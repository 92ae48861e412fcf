import { useTranslation } from 'react-i18next';
import { InitialPasswordDialog } from '../../shared/ui/initial-password-dialog';

// Apart from console-list.tsx: the audit log, which creates no accounts, does not load the dialog.
/** A new account's initial password, in the words of the console area that made it. */
export function CreatedPasswordDialog({
  area,
  created,
  onClose,
}: {
  area: 'staff' | 'exhibitors';
  created: { name: string; password: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('organizer');
  return (
    <InitialPasswordDialog
      texts={{
        title: t(`${area}.created.title`, { name: created.name }),
        once: t(`${area}.created.once`),
        label: t(`${area}.created.label`),
        change: t(`${area}.created.change`),
        done: t(`${area}.created.done`),
      }}
      password={created.password}
      onClose={onClose}
    />
  );
}
