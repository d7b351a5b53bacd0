//! Four f32 lanes for the slider change's per-cell work (see [`crate::sample::adjusted_studs`]): one
//! cell's red, green and blue in lanes 0 to 2 (lane 3 is carried along and never read).
//!
//! In the WebAssembly module built with `-C target-feature=+simd128` (scripts/build-wasm.mjs builds it and
//! a scalar one, for browsers without WebAssembly SIMD), [`F4`] is a SIMD128 `v128`; otherwise (the scalar
//! module, native builds, the tests) it is a plain array worked lane by lane. Every operation
//! is one IEEE 754 single-precision operation per lane in both (WebAssembly's SIMD keeps subnormals and
//! rounds to nearest, as its scalar operations do), and [`F4::clamp01`] and [`F4::lookup`] make the same
//! comparisons as [`clamp01`](crate::lut::clamp01), [`Interpolated::get`](crate::lut::Interpolated::get) and
//! [`Tables::linear_to_srgb8`](crate::palette::Tables::linear_to_srgb8),
//! so both builds give the scalar code's results bit for bit; the tests run the array version natively,
//! mosaic-core/test/slider-grids.test.ts checks the SIMD module's grids against grids recorded before the
//! SIMD change, and mosaic-core/test/simd-scalar.test.ts checks the two modules' stud colours against each
//! other bit for bit.

use crate::lut::Step;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod imp {
    use super::Step;
    use crate::lut::LUT_STEPS;
    use core::arch::wasm32::*;

    #[derive(Clone, Copy)]
    pub struct F4(v128);

    impl F4 {
        #[inline(always)]
        pub fn new(v: [f32; 4]) -> F4 {
            F4(f32x4(v[0], v[1], v[2], v[3]))
        }

        #[inline(always)]
        pub fn splat(v: f32) -> F4 {
            F4(f32x4_splat(v))
        }

        #[inline(always)]
        pub fn load3(c: &[f32; 3]) -> F4 {
            let p = c.as_ptr();
            // Two loads inside the three floats (8 bytes, then 4): never past the cell.
            unsafe {
                F4(v128_load32_lane::<2>(
                    v128_load64_zero(p as *const u64),
                    p.add(2) as *const u32,
                ))
            }
        }

        #[inline(always)]
        pub fn store3(self, out: &mut [f32; 3]) {
            let p = out.as_mut_ptr();
            unsafe {
                v128_store64_lane::<0>(self.0, p as *mut u64);
                v128_store32_lane::<2>(self.0, p.add(2) as *mut u32);
            }
        }

        /// Every lane set to lane `L` of `self`.
        #[inline(always)]
        pub fn broadcast<const L: usize>(self) -> F4 {
            match L {
                0 => F4(i32x4_shuffle::<0, 0, 0, 0>(self.0, self.0)),
                1 => F4(i32x4_shuffle::<1, 1, 1, 1>(self.0, self.0)),
                _ => F4(i32x4_shuffle::<2, 2, 2, 2>(self.0, self.0)),
            }
        }

        /// `v` below 0 (or NaN) to 0, above 1 to 1: `pmax(0, v)` is `0 < v ? v : 0` and `pmin(1, x)` is
        /// `x < 1 ? x : 1`, the comparisons of the scalar clamp.
        #[inline(always)]
        pub fn clamp01(self) -> F4 {
            F4(f32x4_pmin(
                f32x4_splat(1.0),
                f32x4_pmax(f32x4_splat(0.0), self.0),
            ))
        }

        /// The interpolated table at each lane (the table's 4097 steps; lanes 0 to 2 looked up).
        #[inline(always)]
        pub fn lookup(self, steps: &[Step; LUT_STEPS + 1]) -> F4 {
            let x = f32x4_mul(self.clamp01().0, f32x4_splat(LUT_STEPS as f32));
            // 0..=4096 after the clamp, so truncating saturates nowhere, as `x as usize` does not.
            let i = i32x4_min(i32x4_trunc_sat_f32x4(x), i32x4_splat(LUT_STEPS as i32));
            let fraction = f32x4_sub(x, f32x4_convert_i32x4(i));
            // Safety: every lane of `i` is from 0 (a truncated non-negative, or NaN's 0) to LUT_STEPS.
            let (s0, s1, s2) = unsafe {
                (
                    steps.get_unchecked(i32x4_extract_lane::<0>(i) as usize),
                    steps.get_unchecked(i32x4_extract_lane::<1>(i) as usize),
                    steps.get_unchecked(i32x4_extract_lane::<2>(i) as usize),
                )
            };
            // Each step is (value, rise), 8 bytes: [v0 r0 v1 r1] and [v2 r2 0 0], then values and rises.
            let (a, b) = unsafe {
                let a = v128_load64_zero(s0 as *const Step as *const u64);
                (
                    v128_load64_lane::<1>(a, s1 as *const Step as *const u64),
                    v128_load64_zero(s2 as *const Step as *const u64),
                )
            };
            let value = i32x4_shuffle::<0, 2, 4, 4>(a, b);
            let rise = i32x4_shuffle::<1, 3, 5, 5>(a, b);
            F4(f32x4_add(value, f32x4_mul(rise, fraction)))
        }

        /// Lanes 0 to 2 to the nearest 8-bit sRGB values, as [`Tables::linear_to_srgb8`](crate::palette::Tables::linear_to_srgb8)
        /// does: the count of thresholds at or below each, from `floor`'s count for its 1/4096 step plus one
        /// when the next threshold is at or below it (never more than one threshold lies inside a step;
        /// `thresholds` ends with a NaN, which no value passes).
        #[inline(always)]
        pub fn srgb8(self, floor: &[u8], thresholds: &[f32; 256]) -> [u8; 3] {
            let x = f32x4_mul(self.clamp01().0, f32x4_splat(LUT_STEPS as f32));
            let step = i32x4_min(i32x4_trunc_sat_f32x4(x), i32x4_splat(LUT_STEPS as i32));
            let c = [
                floor[i32x4_extract_lane::<0>(step) as usize],
                floor[i32x4_extract_lane::<1>(step) as usize],
                floor[i32x4_extract_lane::<2>(step) as usize],
            ];
            let next = f32x4(
                thresholds[c[0] as usize],
                thresholds[c[1] as usize],
                thresholds[c[2] as usize],
                f32::NAN,
            );
            let passed = f32x4_le(next, self.0);
            [
                c[0] + (i32x4_extract_lane::<0>(passed) & 1) as u8,
                c[1] + (i32x4_extract_lane::<1>(passed) & 1) as u8,
                c[2] + (i32x4_extract_lane::<2>(passed) & 1) as u8,
            ]
        }
    }
    impl core::ops::Add for F4 {
        type Output = F4;
        #[inline(always)]
        fn add(self, o: F4) -> F4 {
            F4(f32x4_add(self.0, o.0))
        }
    }

    impl core::ops::Mul for F4 {
        type Output = F4;
        #[inline(always)]
        fn mul(self, o: F4) -> F4 {
            F4(f32x4_mul(self.0, o.0))
        }
    }
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod imp {
    use super::Step;
    use crate::lut::{clamp01, interpolate, srgb8, LUT_STEPS};

    #[derive(Clone, Copy)]
    pub struct F4([f32; 4]);

    impl F4 {
        #[inline(always)]
        pub fn new(v: [f32; 4]) -> F4 {
            F4(v)
        }

        #[inline(always)]
        pub fn splat(v: f32) -> F4 {
            F4([v; 4])
        }

        #[inline(always)]
        pub fn load3(c: &[f32; 3]) -> F4 {
            F4([c[0], c[1], c[2], 0.0])
        }

        #[inline(always)]
        pub fn store3(self, out: &mut [f32; 3]) {
            out.copy_from_slice(&self.0[..3]);
        }

        #[inline(always)]
        fn map2(self, o: F4, f: impl Fn(f32, f32) -> f32) -> F4 {
            F4([
                f(self.0[0], o.0[0]),
                f(self.0[1], o.0[1]),
                f(self.0[2], o.0[2]),
                f(self.0[3], o.0[3]),
            ])
        }

        #[inline(always)]
        pub fn broadcast<const L: usize>(self) -> F4 {
            F4([self.0[L]; 4])
        }

        #[inline(always)]
        pub fn clamp01(self) -> F4 {
            F4([
                clamp01(self.0[0]),
                clamp01(self.0[1]),
                clamp01(self.0[2]),
                clamp01(self.0[3]),
            ])
        }

        #[inline(always)]
        pub fn lookup(self, steps: &[Step; LUT_STEPS + 1]) -> F4 {
            F4([
                interpolate(steps, self.0[0]),
                interpolate(steps, self.0[1]),
                interpolate(steps, self.0[2]),
                0.0,
            ])
        }

        #[inline(always)]
        pub fn srgb8(self, floor: &[u8], thresholds: &[f32; 256]) -> [u8; 3] {
            [
                srgb8(floor, thresholds, self.0[0]),
                srgb8(floor, thresholds, self.0[1]),
                srgb8(floor, thresholds, self.0[2]),
            ]
        }
    }
    impl core::ops::Add for F4 {
        type Output = F4;
        #[inline(always)]
        fn add(self, o: F4) -> F4 {
            self.map2(o, |a, b| a + b)
        }
    }

    impl core::ops::Mul for F4 {
        type Output = F4;
        #[inline(always)]
        fn mul(self, o: F4) -> F4 {
            self.map2(o, |a, b| a * b)
        }
    }
}

pub use imp::F4;
