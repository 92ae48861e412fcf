import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CollectButton } from './collect-button';
import { useDetailOrigin } from './detail-origin';

export type CatalogCardProps<Card> = {
  card: Card;
  /** given for logged-in users: shows the favourite heart */
  onToggleCollect?: (card: Card) => void;
  collectPending?: boolean;
  /**
   * One of the cards a list shows first: its picture loads at once and ahead of others (it is likely
   * the page's largest paint); the rest load as they come into view.
   */
  priority?: boolean;
};

type ShellProps<Card> = CatalogCardProps<Card> & {
  /** The detail the card opens. */
  to: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame every find-list and search card shares: the whole card is a real link to the detail (so
 * ctrl/middle click opens a new tab, and the detail knows which list it came from), with the favourite
 * heart beside it for logged-in users.
 */
export function CatalogCard<Card extends { name: string; collected: boolean }>({
  card,
  to,
  className = 'of-cat-card',
  onToggleCollect,
  collectPending,
  children,
}: ShellProps<Card>) {
  const origin = useDetailOrigin();
  return (
    <article className={className}>
      <Link to={to} state={origin} className="of-cat-link">
        {children}
      </Link>
      {onToggleCollect ? (
        <CollectButton
          collected={card.collected}
          name={card.name}
          disabled={collectPending}
          onToggle={() => onToggleCollect(card)}
        />
      ) : null}
    </article>
  );
}
