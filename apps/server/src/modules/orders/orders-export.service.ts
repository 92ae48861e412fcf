import {
  INTENT_ORDER_EXPORT_MAX,
  type IntentOrderScope,
  type IntentOrderStatus,
  type LanguageType,
} from '@openfair/contract';
import { desc } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { FileResult } from '../../core/route';
import type { Db } from '../../db/client';
import { intentOrders } from '../../db/schema/index';
import { beijingMinute, buildReport, type ReportColumn, XLSX_TYPE } from '../../lib/spreadsheet';
import { orderFilter, selectOrders } from './orders.service';

const COLUMNS: ReportColumn[] = [
  { key: 'createdAt', width: 18, header: { zh: '下单时间（北京时间）', en: 'Ordered at (Beijing time)' } },
  { key: 'product', width: 32, header: { zh: '意向产品', en: 'Product' } },
  { key: 'quantity', width: 12, header: { zh: '数量', en: 'Quantity' }, numFmt: '#,##0.###' },
  { key: 'visitor', width: 18, header: { zh: '客户', en: 'Buyer' } },
  { key: 'company', width: 28, header: { zh: '客户公司', en: 'Buyer company' } },
  { key: 'remark', width: 36, header: { zh: '备注', en: 'Remark' } },
  { key: 'status', width: 12, header: { zh: '状态', en: 'Status' } },
  { key: 'assignee', width: 16, header: { zh: '业务员', en: 'Salesperson' } },
  { key: 'followUp', width: 16, header: { zh: '跟进人', en: 'Follow-up person' } },
  {
    key: 'contactedAt',
    width: 18,
    header: { zh: '联系时间（北京时间）', en: 'Contacted at (Beijing time)' },
  },
];

/** The staff list's orders (same filter and narrowing), newest first, as an xlsx workbook. */
export async function exportOrders(
  db: Db,
  session: AuthSession,
  query: { scope: IntentOrderScope; status: IntentOrderStatus; keyword: string },
  lang: LanguageType,
): Promise<FileResult> {
  const { where } = orderFilter(session, query);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(intentOrders.createdAt), desc(intentOrders.id))
    .limit(INTENT_ORDER_EXPORT_MAX);
  const en = lang === 'en';
  const data = await buildReport(
    COLUMNS,
    lang,
    en ? 'Intent orders' : '意向订单',
    rows.map((r) => ({
      createdAt: beijingMinute(r.order.createdAt),
      product: (en && r.productNameEn) || r.productName || '',
      quantity: r.order.quantity,
      visitor: (en && r.visitorNameEn) || r.visitorName || '',
      company: r.visitorCompany ?? '',
      remark: r.order.remark,
      status: r.order.contacted ? (en ? 'Contacted' : '已联系') : en ? 'Not contacted' : '未联系',
      assignee: r.assigneeName ?? '',
      followUp: r.followUpName ?? '',
      contactedAt: r.order.contactedAt ? beijingMinute(r.order.contactedAt) : '',
    })),
  );
  const stamp = beijingMinute(new Date()).slice(0, 10).replaceAll('-', '');
  return {
    data,
    contentType: XLSX_TYPE,
    filename: {
      ascii: `intent-orders-${stamp}.xlsx`,
      local: `${en ? 'intent-orders' : '意向订单'}-${stamp}.xlsx`,
    },
  };
}
