import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { ProductSummary } from '../../../core/schemas/catalogue';

/** A product's tags as coloured chips (the tag's colour tints the chip; the text stays ink). */
export function ProductTags({ tags, label, roomy = false }: { tags: ProductSummary['tags']; label?: string; roomy?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag.tag}
          style={{ '--tag': tag.color } as CSSProperties}
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-full border border-[color-mix(in_srgb,var(--tag)_45%,white)] bg-[color-mix(in_srgb,var(--tag)_12%,white)] py-0.5 text-xs font-medium text-ink',
            roomy ? 'px-2.5' : 'px-2',
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-[var(--tag)]" />
          {tag.tag}
        </li>
      ))}
    </ul>
  );
}
