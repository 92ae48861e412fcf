import './skeleton.css';

type SkeletonProps = {
  /** shimmers, so a reader sees something is on its way */
  active?: boolean;
  /** a title line above the paragraph (shown unless false) */
  title?: boolean;
  /** a round picture beside the lines */
  avatar?: boolean;
  /** the paragraph's lines (3, or 2 beside an avatar); false for none */
  paragraph?: { rows?: number } | boolean;
  className?: string;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Grey placeholder lines in the shape of the content that is loading, drawn with CSS only, with antd's
 * Skeleton's props and proportions (it cost every screen antd's Skeleton code and CSS-in-JS).
 * Hidden from screen readers: the loading state is the screen's to announce.
 */
export function Skeleton({
  active = false,
  title = true,
  avatar = false,
  paragraph = true,
  className,
}: SkeletonProps) {
  const rows =
    paragraph === false ? 0 : ((paragraph === true ? undefined : paragraph.rows) ?? (avatar ? 2 : 3));
  return (
    <div className={classes('of-skeleton', active && 'of-skeleton-active', className)} aria-hidden="true">
      {avatar && <span className="of-skeleton-avatar" />}
      <div className="of-skeleton-lines">
        {title && <span className="of-skeleton-title" />}
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
          <span key={i} className="of-skeleton-line" />
        ))}
      </div>
    </div>
  );
}

/** One placeholder block sized by its class (a banner, a picture). */
function SkeletonBlock({ active = false, className }: { active?: boolean; className?: string }) {
  return (
    <span
      className={classes('of-skeleton-block', active && 'of-skeleton-active', className)}
      aria-hidden="true"
    />
  );
}

Skeleton.Node = SkeletonBlock;
Skeleton.Image = SkeletonBlock;
