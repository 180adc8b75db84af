/** Floating elements (install banner, a floating component's error card) fire this when they appear or go, so the floating action menu re-measures and stays clear of them. */
export const FLOATING_LAYOUT_EVENT = 'cei:floating-layout';
