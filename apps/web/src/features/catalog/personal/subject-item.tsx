import '../catalog.css';
import type { CollectionItem } from '@openfair/contract';
import type { ReactNode } from 'react';
import { ExhibitorCard } from '../components/exhibitor-card';
import { ProductCard } from '../components/product-card';
import { VisitorCard } from '../components/visitor-card';

/** The card of a favourite or history entry (the find lists' cards), with a footer line of ours. */
export function SubjectItem({ item, footer }: { item: CollectionItem; footer: ReactNode }) {
  const card = item.exhibitor ? (
    <ExhibitorCard card={item.exhibitor} />
  ) : item.product ? (
    <ProductCard card={item.product} />
  ) : item.visitor ? (
    <VisitorCard card={item.visitor} />
  ) : null;
  if (!card) return null;
  return (
    <div className="of-personal-item">
      {card}
      <div className="of-personal-item-foot">{footer}</div>
    </div>
  );
}

/** The subject id of an entry: what remove calls send back. */
export function subjectIdOf(item: CollectionItem): string {
  return item.exhibitor?.id ?? item.product?.id ?? item.visitor?.id ?? '';
}
