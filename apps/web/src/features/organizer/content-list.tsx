import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import type { DataColumn } from '../../shared/ui/data-table';
import { useFeedback } from '../../shared/ui/feedback';
import { ConsoleTable, type ConsoleTableProps } from './console-list';

/**
 * The parts every content list of the console shares (banners, advertisements, carousel, news, version
 * log): a row's Edit and Delete, the question before a delete, a title over its English, and the page
 * itself, whose table turns into one block per row on a phone.
 */

/** Edit and Delete of one row (and `before` them, e.g. moves); their accessible names carry the row's name. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  before,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  before?: ReactNode;
}) {
  const { t } = useTranslation('organizer');
  return (
    <Space size="small" wrap={before !== undefined}>
      {before}
      <Button type="link" size="small" onClick={onEdit} aria-label={`${t('common.edit')} ${name}`}>
        {t('common.edit')}
      </Button>
      <Button
        type="link"
        danger
        size="small"
        onClick={onDelete}
        aria-label={`${t('content.delete')} ${name}`}
      >
        {t('content.delete')}
      </Button>
    </Space>
  );
}

/**
 * Asks before deleting, in a dialog that names what goes: on yes, `remove` runs (the dialog waits for
 * it and shows a refusal) and `done` is said.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('organizer');
  const { modal, message } = useFeedback();
  return ({
    title,
    warning,
    remove,
    done,
  }: {
    title: string;
    warning: string;
    remove: () => Promise<unknown>;
    done: string;
  }) =>
    modal.confirm({
      title,
      content: warning,
      okText: t('content.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove().then(() => void message.success(done)),
    });
}

/** A title in Chinese (with the demo mark and any `tags`) over its English. */
export function BilingualTitle({
  zh,
  en,
  isDemo,
  tags,
}: {
  zh: string;
  en: string;
  isDemo: boolean;
  tags?: ReactNode;
}) {
  const { t } = useTranslation('organizer');
  return (
    <div className="of-content-cell-title">
      <div>
        {zh} {isDemo && <Tag>{t('content.demo')}</Tag>}
        {tags}
      </div>
      <div className="of-organizer-note" lang="en">
        {en}
      </div>
    </div>
  );
}

type ContentListPageProps<T extends { id: string }> = Omit<ConsoleTableProps<T>, 'columns' | 'wide'> & {
  /** the explanation above the list */
  intro?: ReactNode;
  /** the toolbar: filters, the add button */
  toolbar: ReactNode;
  /** shown between the toolbar and the table, e.g. a failed move */
  notice?: ReactNode;
  columns: DataColumn<T>[];
  /** On a phone there is no room for the columns: each row reads as this block, under this heading. */
  phone: { title: string; block: (row: T) => ReactNode; className?: string };
  /** the edit dialog while one is open */
  dialog: ReactNode;
};

export function ContentListPage<T extends { id: string }>({
  intro,
  toolbar,
  notice,
  columns,
  phone,
  dialog,
  ...table
}: ContentListPageProps<T>) {
  const mobile = isMobileWidth(useViewportWidth());
  const phoneColumns: DataColumn<T>[] = [
    {
      key: 'block',
      title: phone.title,
      render: (_, row) => <div className={phone.className ?? 'of-content-block'}>{phone.block(row)}</div>,
    },
  ];
  return (
    <div className="of-organizer-page">
      {intro && <p className="of-organizer-note">{intro}</p>}
      <div className="of-organizer-toolbar">{toolbar}</div>
      {notice}
      <ConsoleTable<T> {...table} columns={mobile ? phoneColumns : columns} wide={!mobile} />
      {dialog}
    </div>
  );
}

/** The toolbar's "add" button. */
export function AddButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
