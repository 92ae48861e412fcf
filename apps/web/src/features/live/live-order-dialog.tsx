import type { LiveProduct } from '@openfair/contract';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { useLiveMutations } from './live.api';

/** A visitor's intent order for the product pinned in a live broadcast: quantity and a remark. */
export function LiveOrderDialog({
  product,
  liveId,
  onClose,
}: {
  product: LiveProduct;
  liveId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const { message } = useFeedback();
  const { order } = useLiveMutations(liveId);
  const [form] = Form.useForm<{ quantity: number; remark: string }>();
  return (
    <Modal
      open
      title={t('shop.orderTitle', { name: product.name })}
      okText={t('shop.orderSubmit')}
      cancelText={t('cancel')}
      confirmLoading={order.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          order.mutate(
            { productId: product.id, quantity: v.quantity, remark: v.remark ?? '' },
            {
              onSuccess: () => {
                void message.success(t('shop.orderDone'));
                onClose();
              },
              onError: (e) => void message.error(e instanceof ApiError ? e.message : t('shop.orderFailed')),
            },
          )
        }
      >
        <Form.Item
          name="quantity"
          label={t('shop.quantity')}
          rules={[{ required: true, message: t('shop.quantityRequired') }]}
        >
          <InputNumber
            min={0.001}
            max={99998}
            precision={3}
            style={{ width: '100%' }}
            data-testid="order-quantity"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('shop.remark')}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
