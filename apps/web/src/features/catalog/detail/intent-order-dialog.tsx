import {
  INTENT_ORDER_QUANTITY_DECIMALS,
  INTENT_ORDER_QUANTITY_MAX,
  INTENT_ORDER_REMARK_MAX,
  InvitationPaths,
  OrderPaths,
} from '@openfair/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import { useFeedback } from '../../../shared/ui/feedback';

type Values = { quantity: number | null; remark: string };

/**
 * The intent order form of a product (spec 001 §3): a quantity, a real number above 0 and below 99999
 * (spec 001 §5), and a remark. The exhibitor's administrators are told at once.
 */
export function IntentOrderDialog({
  productId,
  productName,
  open,
  onClose,
}: {
  productId: string;
  productName: string;
  open: boolean;
  onClose: () => void;
}) {
  // Its texts come with the orders namespace, fetched when the dialog opens (not with every product page).
  const { t } = useTranslation('orders');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const place = useMutation({
    mutationFn: (v: { quantity: number; remark: string }) => post(OrderPaths.add, { productId, ...v }),
  });
  const submit = (v: Values) =>
    place.mutate(
      { quantity: v.quantity ?? 0, remark: v.remark ?? '' },
      {
        onSuccess: () => {
          void message.success(t('dialog.placed'));
          form.resetFields();
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('dialog.title', { name: productName })}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      confirmLoading={place.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ remark: '' }}>
        <Form.Item
          name="quantity"
          label={t('dialog.quantity')}
          extra={t('dialog.quantityHint')}
          rules={[
            { required: true, message: t('dialog.quantityRequired') },
            {
              validator: (_, value: number | null) =>
                value === null || value === undefined || (value > 0 && value < INTENT_ORDER_QUANTITY_MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('dialog.quantityRange'))),
            },
          ]}
        >
          <InputNumber
            className="of-order-quantity"
            min={0}
            max={INTENT_ORDER_QUANTITY_MAX}
            precision={undefined}
            step={1}
            stringMode={false}
            parser={(text) => {
              const n = Number((text ?? '').replace(/[,\s]/g, ''));
              const f = 10 ** INTENT_ORDER_QUANTITY_DECIMALS;
              return Number.isFinite(n) ? Math.round(n * f) / f : Number.NaN;
            }}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('dialog.remark')}>
          <Input.TextArea rows={3} maxLength={INTENT_ORDER_REMARK_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * "Click Invite to get approval from exhibitors" (spec 000 §8): asks the product's exhibitor to let the
 * visitor see its client-only products. Here rather than in the product page, so the page's own code
 * stays as small as before: only a buyer who asks loads it.
 */
export function askApproval(exhibitorId: string, productId: string) {
  return post(InvitationPaths.addInviteRecord, { exhibitorId, productId });
}
