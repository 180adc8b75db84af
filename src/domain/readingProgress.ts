/**
 * Reading progress (public-site §3 reading progress, §4 reading tracker, §9 thresholds): how far a signed-in reader
 * is through a story and how long they have read it. Shared by PUT /api/me/reading-progress/{id} and the tracker.
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';

/** Scrolling past 10 % starts a read; 90 % completes it (§9). */
export const READING_START_PERCENT = 10;
export const READING_COMPLETE_PERCENT = 90;
/** Longest single visit a tracker may report (a tab left open overnight is not reading). */
export const MAX_READING_SECONDS = 4 * 60 * 60;

export const readingProgressSchema = defineSchema(() =>
  z
    .object({
      progress: z.number({ error: 'progress must be a number' }).int('progress must be a whole number').min(0).max(100),
      /** Seconds read in total, as the tracker counts them (it starts from the stored figure). */
      readingSeconds: z.number({ error: 'readingSeconds must be a number' }).int().min(0).max(MAX_READING_SECONDS),
    })
    .strict(),
);
export type ReadingProgressInput = z.output<typeof readingProgressSchema>;

export interface ReadingProgress {
  articleId: string;
  progress: number;
  readingSeconds: number;
  completed: boolean;
  startedAt: string;
  updatedAt: string;
}

/** The card's encouragement for a percentage (§4). */
export function progressMessage(percent: number): string {
  if (percent >= 90) return 'Nearly complete!';
  if (percent >= 75) return 'Almost finished!';
  if (percent >= 50) return 'Halfway through!';
  if (percent >= 25) return 'Making good progress!';
  return 'Just getting started...';
}

/** How far through the page the reader has scrolled, 0-100 (a page that fits the screen is read at once). */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((scrollTop / scrollable) * 100)));
}
