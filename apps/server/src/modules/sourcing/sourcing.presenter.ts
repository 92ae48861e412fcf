import {
  type ExhibitPick,
  type Meeting,
  type MeetingAdmin,
  meetingOpen,
  meetingStage,
  type Need,
  type ReviewStatus,
  type Sign,
} from '@openfair/contract';
import { type MediaUrl, variantKey } from '../../core/media-url';
import type { products, sourcingMeetings, sourcingNeeds, sourcingSigns } from '../../db/schema/index';

export type MeetingRow = typeof sourcingMeetings.$inferSelect;
export type NeedRow = typeof sourcingNeeds.$inferSelect;
export type SignRow = typeof sourcingSigns.$inferSelect;
export type ProductRow = Pick<typeof products.$inferSelect, 'id' | 'name' | 'nameEn' | 'images'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentMeetingRef(m: MeetingRow, now: Date): Need['meeting'] {
  return {
    id: m.id,
    title: m.title,
    titleEn: m.titleEn,
    startTime: m.startTime.toISOString(),
    endTime: m.endTime.toISOString(),
    deadline: m.deadline.toISOString(),
    stage: meetingStage(m, now),
    open: meetingOpen(m, now),
  };
}

export function presentMeeting(
  m: MeetingRow,
  now: Date,
  mine: { id: string; status: ReviewStatus; reason: string } | null,
): Meeting {
  return {
    ...presentMeetingRef(m, now),
    description: m.description,
    descriptionEn: m.descriptionEn,
    place: m.place,
    placeEn: m.placeEn,
    sort: m.sort,
    mine,
  };
}

export function presentMeetingAdmin(
  m: MeetingRow,
  now: Date,
  counts: { needCount: number; signCount: number },
): MeetingAdmin {
  const { mine: _mine, ...meeting } = presentMeeting(m, now, null);
  return { ...meeting, cancelled: m.cancelled, isDemo: m.isDemo, ...counts };
}

export function presentNeed(n: NeedRow, m: MeetingRow, now: Date, url: MediaUrl): Need {
  return {
    id: n.id,
    meeting: presentMeetingRef(m, now),
    name: n.name,
    email: n.email,
    website: n.website,
    companyName: n.companyName,
    mobile: n.mobile,
    businessNature: n.businessNature,
    product: n.product,
    productImage: n.productImage,
    productImageUrl: url(n.productImage),
    certificates: n.certificates,
    purchaseQuantity: n.purchaseQuantity,
    unit: n.unit,
    supplierBusinessNature: n.supplierBusinessNature,
    supplierScale: n.supplierScale,
    supplierRegion: n.supplierRegion,
    other: n.other,
    expectedDate: n.expectedDate,
    status: n.status,
    reason: n.reviewReason,
    submittedAt: n.submittedAt.toISOString(),
    reviewedAt: iso(n.reviewedAt),
  };
}

export const presentPick = (p: ProductRow, url: MediaUrl): ExhibitPick => ({
  id: p.id,
  name: p.name,
  nameEn: p.nameEn,
  image: p.images[0] ? url(variantKey(p.images[0], 'thumb')) : '',
});

/** A sign-up with its exhibits in the order they were picked (a deleted exhibit drops out). */
export function presentSign(
  s: SignRow,
  m: MeetingRow,
  exhibitor: { name: string; nameEn: string },
  picks: Map<string, ProductRow>,
  now: Date,
  url: MediaUrl,
): Sign {
  return {
    id: s.id,
    meeting: presentMeetingRef(m, now),
    exhibitorId: s.exhibitorId,
    exhibitorName: exhibitor.name,
    exhibitorNameEn: exhibitor.nameEn,
    boothNumber: s.boothNumber,
    contactName: s.contactName,
    contactMobile: s.contactMobile,
    products: s.productIds.flatMap((id) => {
      const p = picks.get(id);
      return p ? [presentPick(p, url)] : [];
    }),
    status: s.status,
    reason: s.reviewReason,
    submittedAt: s.submittedAt.toISOString(),
    reviewedAt: iso(s.reviewedAt),
  };
}
