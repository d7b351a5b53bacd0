// The wizard's fixed vocabulary: steps, shapes and the texts the shop shows for them. The size rules
// themselves (names, plates, the custom-size rule) are @brixilated/shop's.
import type { Shape, SizeName, SizeRecord } from '@brixilated/shop';

/** The wizard's steps in order; the header numbers them from 1. */
export const STEPS = ['Shape', 'Size', 'Upload', 'Edit', 'Review'] as const;
export type StepName = (typeof STEPS)[number];

/** Where a step stands in the wizard (0 for Shape). */
export function stepIndex(step: StepName): number {
  return STEPS.indexOf(step);
}

export interface ShapeOption {
  shape: Shape;
  description: string;
  /** The example box's proportions (from the pricing page: Square 4x4, Portrait 5.3x4, Landscape 4x6). */
  example: { wide: number; high: number };
}

export const SHAPES: readonly ShapeOption[] = [
  { shape: 'Landscape', description: 'Great for group pictures and nature', example: { wide: 6, high: 4 } },
  { shape: 'Portrait', description: 'Great for solo pictures and selfies', example: { wide: 4, high: 5.3 } },
  { shape: 'Square', description: 'Versatile for all your needs', example: { wide: 4, high: 4 } },
];

/** A starting custom size in the shape's proportions (the visitor changes it). */
export const DEFAULT_CUSTOM: Record<Shape, { wide: number; high: number }> = {
  Square: { wide: 5, high: 5 },
  Portrait: { wide: 4, high: 5 },
  Landscape: { wide: 5, high: 4 },
};

export type Unit = 'in' | 'cm';

/** "20 x 20 in" or "50.8 x 50.8 cm" (centimetres always to 1 decimal, so 127 cm reads "127.0"). */
export function dimensions(record: SizeRecord, unit: Unit): string {
  if (unit === 'in') return `${record.sizeData.imperial.width} x ${record.sizeData.imperial.height} in`;
  const { width, height } = record.sizeData.metric;
  return `${width.toFixed(1)} x ${height.toFixed(1)} cm`;
}

/** The room-preview key: shape letter + size letter (C for custom). */
export function sizeKey(shape: Shape, size: SizeName): string {
  return `${shape[0]}${size === 'Custom' ? 'C' : size[0]}`;
}
