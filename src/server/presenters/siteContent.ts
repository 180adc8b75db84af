/** Hero figures as the back office's site-content API answers them, field by field. */
import type { HeroFigure } from '../../domain/siteContent.ts';

export function presentHeroFigure(f: HeroFigure): HeroFigure {
  return {
    key: f.key,
    value: f.value,
    label: f.label,
    source: { publisher: f.source.publisher, title: f.source.title, year: f.source.year, url: f.source.url },
    asOf: f.asOf,
    sortOrder: f.sortOrder,
    isActive: f.isActive,
    updatedAt: f.updatedAt,
  };
}
