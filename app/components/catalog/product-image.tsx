import { Package } from 'lucide-react';
import { useState } from 'react';

/** A product picture, or a placeholder when there is none or it fails to load. */
export function ProductImage(props: { src: string | undefined; alt: string; className?: string; eager?: boolean }) {
  // Remembers which picture failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!props.src || failedSrc === props.src) {
    return (
      <div className={`grid place-items-center bg-surface ${props.className ?? ''}`}>
        <Package aria-hidden="true" className="size-12 text-primary-300" />
        <span className="sr-only">{props.alt}</span>
      </div>
    );
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${props.className ?? ''}`}
      onError={() => setFailedSrc(props.src ?? null)}
    />
  );
}
