export const feeLayoutTypes = ['applicant', 'qualifiedweekly', 'monthlyqualified'] as const;
export type FeeLayoutType = (typeof feeLayoutTypes)[number];

export interface FeeStep {
  base: number;
  bonus?: number | undefined;
  extra?: string | undefined;
  completed: boolean;
}

/** Spec 4 "Fee guide": the slider starts at the next donation, never past the last step of the structure. */
export function feeSliderStart(layout: {
  type: FeeLayoutType;
  startFrequency: number;
  completeddonations: number;
  structure: Record<string, FeeStep>;
}): number {
  const size = Object.keys(layout.structure).length;
  const next = (layout.type === 'applicant' ? layout.startFrequency : layout.completeddonations) + 1;
  return Math.max(1, Math.min(next, size));
}

/** Spec 9: the total shown sums base plus bonus over every donation number. */
export function feeTotal(structure: Record<string, FeeStep>): number {
  return Object.values(structure).reduce((sum, step) => sum + step.base + (step.bonus ?? 0), 0);
}
