// The size the worker's pictures are made at: the cropper's quick picture and the Upload step's preview.
import { describe, expect, it } from 'vitest';
import { fittedSize } from './pictures';

describe('a picture fitted to a longest side', () => {
  it('scales the longer side to the size asked, keeping the shape', () => {
    expect(fittedSize({ width: 4240, height: 2832 }, 832)).toEqual({ width: 832, height: 556 });
    expect(fittedSize({ width: 2832, height: 4240 }, 1600)).toEqual({ width: 1069, height: 1600 });
    expect(fittedSize({ width: 3000, height: 3000 }, 832)).toEqual({ width: 832, height: 832 });
  });

  it('never scales up, and keeps at least a pixel a side', () => {
    expect(fittedSize({ width: 640, height: 480 }, 832)).toEqual({ width: 640, height: 480 });
    expect(fittedSize({ width: 10000, height: 3 }, 800)).toEqual({ width: 800, height: 1 });
  });
});
