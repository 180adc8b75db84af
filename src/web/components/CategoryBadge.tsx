/** Solid category badge in the category colour, with text colour chosen for WCAG AA. */
import type { Category } from '../../domain/categories.ts';
import { readableTextColour } from '../lib/colour.ts';

export function CategoryBadge({ category, className = '' }: { category: Category; className?: string }) {
  return (
    <span
      data-testid="category-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs leading-5 font-semibold ${className}`}
      style={{ backgroundColor: category.colour, color: readableTextColour(category.colour) }}
    >
      {category.name}
    </span>
  );
}
