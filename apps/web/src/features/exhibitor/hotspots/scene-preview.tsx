import type { HotExhibitorSample, HotImage } from '@openfair/contract';
import { useSession } from '../../../lib/session-store';
import { HotSampleCard } from '../../../shared/ui/hot-exhibitors';

/** A scene as buyers see it on the exhibitor's page: the same card, built from the back office's scene. */
export function ScenePreview({ scene }: { scene: HotImage }) {
  const lang = useSession((s) => s.language);
  const sample: HotExhibitorSample = {
    id: scene.id,
    imageURL: scene.picture.url,
    exhibitorName: scene.title,
    exhibitorFloor: '',
    exhibitorIntro: '',
    products: scene.points.map((p) => ({
      id: p.product.id,
      x: p.x,
      y: p.y,
      name: (lang === 'en' && p.product.nameEn) || p.product.name,
      description: '',
      price: p.product.salePrice === null ? '' : p.product.salePrice.toFixed(2),
      imageURL: p.product.picture,
    })),
  };
  return <HotSampleCard sample={sample} showExhibitor={false} />;
}
