//! Lookup tables on 0..1: a function sampled at 4096 steps and interpolated ([`Interpolated`]), the
//! 8-bit sRGB count from a table's guess ([`srgb8`]), and the comparisons both clamp with ([`clamp01`]).
//! The scalar code and the SIMD lanes ([`crate::lanes`]) share them, so both give the same results.

/// Steps of an [`Interpolated`] table and of the 8-bit sRGB guess table.
pub(crate) const LUT_STEPS: usize = 4096;

/// The count of `thresholds` (ascending, ending with a NaN) at or below `v`, counted on from `floor`'s
/// count for `v`'s 1/4096 step ([`crate::palette::Tables::linear_to_srgb8`]).
#[inline(always)]
pub fn srgb8(floor: &[u8], thresholds: &[f32; 256], v: f32) -> u8 {
    let step = (clamp01(v) * LUT_STEPS as f32) as usize;
    let mut count = floor[step.min(LUT_STEPS)] as usize;
    while count < 255 && thresholds[count] <= v {
        count += 1;
    }
    count as u8
}

/// `v` limited to 0..1 with comparisons (cheaper in WebAssembly than f32.min/max, which handle NaN).
#[inline]
pub fn clamp01(v: f32) -> f32 {
    if v > 0.0 {
        if v < 1.0 {
            v
        } else {
            1.0
        }
    } else {
        0.0
    }
}

/// One step of an [`Interpolated`] table: the value at the step and the rise to the next. Laid out as two
/// f32s, 8-byte aligned, so that the SIMD build loads a step with one 64-bit load ([`crate::lanes`]).
#[derive(Debug, Clone, Copy, PartialEq)]
#[repr(C, align(8))]
pub struct Step {
    pub value: f32,
    pub rise: f32,
}

/// A function on 0..1 sampled at 4096 steps and interpolated linearly; inputs are clamped to 0..1.
pub struct Interpolated {
    /// LUT_STEPS + 1 steps.
    steps: Vec<Step>,
}

impl Interpolated {
    pub fn new(f: impl Fn(f32) -> f32) -> Self {
        let values: Vec<f32> = (0..=LUT_STEPS)
            .map(|i| f(i as f32 / LUT_STEPS as f32))
            .collect();
        let steps = (0..=LUT_STEPS)
            .map(|i| Step {
                value: values[i],
                rise: values[(i + 1).min(LUT_STEPS)] - values[i],
            })
            .collect();
        Interpolated { steps }
    }

    pub fn get(&self, v: f32) -> f32 {
        interpolate(&self.steps, v)
    }

    /// The table's LUT_STEPS + 1 steps, for [`crate::lanes::F4::lookup`].
    pub fn steps(&self) -> &[Step; LUT_STEPS + 1] {
        self.steps
            .as_slice()
            .try_into()
            .expect("an interpolated table has LUT_STEPS + 1 steps")
    }
}

/// `steps` (an [`Interpolated`] table) at `v`.
#[inline(always)]
pub fn interpolate(steps: &[Step], v: f32) -> f32 {
    let x = clamp01(v) * LUT_STEPS as f32;
    let i = x as usize; // 0..=LUT_STEPS
    let Step { value, rise } = steps[i.min(LUT_STEPS)];
    value + rise * (x - i as f32)
}
