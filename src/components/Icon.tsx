import { useDocumentFacts } from '../app/document-context';
import type { IconName } from './icon-paths';

export type { IconName };

/**
 * A decorative icon, drawn from the shop's sprite (one hashed, immutable file: src/components/icon-paths.ts):
 * hidden from screen readers, so its control needs its own label.
 */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const { icons } = useDocumentFacts();
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${icons}#${name}`} />
    </svg>
  );
}
